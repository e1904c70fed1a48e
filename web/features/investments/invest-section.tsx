// The investing part of a project's detail (spec 001 §2 "Investor project detail", §3 "Funding summary",
// §5 "Investment amount", §6): how much is raised, left and sought with the funded share and its bar;
// the amount (starting at the project's minimum, step 1) with the rule it breaks or the tokens it buys,
// as the server will judge it; and 'Invertir', disabled with the reason when this user cannot invest
// (the server's answer, project.can: a blocked account, no KYC, a project closed or fully funded).
// A created investment opens at /dashboard/investments/{id}; a refusal is a toast in the server's words.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cloudOfflineOutline, lockClosedOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import type { InvestRefusal } from '../../../core/investments';
import type { Project } from '../../../core/projects';
import { translate } from '../../../core/messages';
import { KYC_PATH } from '../../shell/route-table';
import { useOnline } from '../../shell/online-status';
import { Button } from '../../components/button';
import { Callout } from '../../components/callout';
import { FactList } from '../../components/fact-list';
import { ProgressBar } from '../../components/progress-bar';
import { useToast } from '../../components/toasts/use-toast';
import { useLanguage, useT } from '../../i18n/i18n';
import { useCreateInvestment } from './api/investment-mutations';
import { checkAmount, limitsOf, startingAmount } from './invest-amount';
import { fundedPercent, fundingEuros } from './investment-labels';
import { writeFailure } from './step-failure';
import './investments.css';
import { TextInput } from '../../components/field';

export function FundingSummary({ project }: { project: Project }) {
  const t = useT();
  const titleId = useId();
  const share = fundedPercent(project.funding_percentage);
  const rows: [string, string][] = [
    [t('investments.invest.funding.current'), fundingEuros(project.current_funding)],
    [t('investments.invest.funding.remaining'), fundingEuros(project.remaining_funding)],
    [t('investments.invest.funding.total'), fundingEuros(project.total_funding ?? 0)],
  ];
  return (
    <section className="funding-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('investments.invest.funding.title')}
      </h2>
      <p className="funding-summary__share">{t('investments.invest.funding.percent', { value: share })}</p>
      <ProgressBar label={t('investments.invest.funding.progress')} value={Math.min(100, project.funding_percentage)} valueText={share} />
      <FactList facts={rows} rows className="funding-summary__figures" />
    </section>
  );
}

/** The server's refusal of investing at all, with the way to the KYC when that is what is missing. */
function Blocked({ refusal }: { refusal: InvestRefusal }) {
  const t = useT();
  const [language] = useLanguage();
  const text = <p>{translate(refusal.message, language)}</p>;
  const kyc = refusal.code === 'kyc_required';
  return (
    <Callout tone={refusal.code === 'account_blocked' ? 'danger' : 'neutral'} icon={kyc ? shieldCheckmarkOutline : lockClosedOutline}>
      {kyc ? (
        <div>
          {text}
          <Link to={KYC_PATH} className="text-link">
            {t('investments.invest.kycLink')}
          </Link>
        </div>
      ) : (
        text
      )}
    </Callout>
  );
}

function InvestForm({ project }: { project: Project }) {
  const t = useT();
  const [language] = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const online = useOnline();
  const id = useId();
  const create = useCreateInvestment();
  const [amount, setAmount] = useState(() => startingAmount(project));
  // A copy saved before the answers said so (offline) has no can.invest: nothing is offered from it.
  const blocker = project.can.invest ? null : project.can.investRefusal;
  const check = checkAmount(amount, limitsOf(project));
  const allowed = project.can.invest === true;
  const problem = allowed && 'message' in check ? translate(check.message, language) : null;
  const canSubmit = allowed && check.kind === 'ok' && !create.isPending && online;

  const submit = () => {
    if (!canSubmit) return;
    create.mutate(
      { project_id: project.id, amount: check.euros },
      {
        onSuccess: (investment) => navigate(`/dashboard/investments/${investment.id}`),
        onError: (error) =>
          toast.error(writeFailure(error, { failed: translate('investment.createFailed', language), unanswered: t('investments.invest.failed.offline') })),
      },
    );
  };

  return (
    <form
      className="invest-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="section-title">
        {t('investments.invest.title')}
      </h2>
      {blocker ? <Blocked refusal={blocker} /> : null}
      <div className="field invest-form__field">
        <label htmlFor={`${id}-amount`} className="field__label">
          {t('investments.invest.amount.label')}
        </label>
        <TextInput
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={project.min_investment ?? 1}
          max={project.max_investment ?? undefined}
          step={1}
          value={amount}
          disabled={!allowed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint">
          {project.token_value ? t('investments.invest.amount.hint', { token: fundingEuros(project.token_value) }) : null}
        </p>
        {/* One live line: the rule the amount breaks, else what it buys. */}
        <p id={`${id}-status`} className={problem ? 'field__error invest-form__status' : 'invest-form__status invest-form__tokens'} aria-live="polite">
          {problem ?? (check.kind === 'ok' && allowed ? t('investments.invest.tokens', { count: check.tokens }) : '')}
        </p>
      </div>
      {online ? null : (
        <Callout tone="neutral" icon={cloudOfflineOutline} role="status" className="offline-note">
          <p>{t('investments.invest.offline')}</p>
        </Callout>
      )}
      <Button variant="primary" type="submit" className="dash-button--tall invest-form__submit" disabled={!canSubmit}>
        {create.isPending ? t('investments.invest.submitting') : t('investments.invest.submit')}
      </Button>
    </form>
  );
}

/** Shown beside a project's key figures: the funding, then the form. */
export function InvestSection({ project }: { project: Project }) {
  return (
    <div className="panel stack invest-card">
      <FundingSummary project={project} />
      <InvestForm project={project} />
    </div>
  );
}
