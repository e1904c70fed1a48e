// /dashboard/investments/{id} (spec 001 §2 "Investment detail", §4): the project's name, the amount to
// invest (es-ES, two decimals), the tokens, the 'Proceso de Inversión' stepper (done steps with their
// dates, the current one highlighted, later ones dimmed), the finish date once completed, and the panel
// of the current step; while the investor's KYC is in review, their page says the investment waits for
// its decision. An investment that does not exist, or is not the reader's: 'No se encontró la
// inversión.'.
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../components/icon';
import { checkmarkOutline, closeOutline, hourglassOutline } from 'ionicons/icons';
import type { Investment } from '../../../core/investments';
import { ALL_INVESTMENTS_PATH, INVESTMENTS_PATH } from '../../shell/route-table';
import { translate } from '../../../core/messages';
import { failureMessage } from '../../api/failure-message';
import { ApiError, isNotFound } from '../../api/client';
import { useProfile, type Profile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { AlertCallout, Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { FactList } from '../../components/fact-list';
import { useLanguage, useT } from '../../i18n/i18n';
import { listScope } from './api/investments-api';
import { investmentQueries } from './api/investment-queries';
import { StatusBadge } from './investment-cells';
import { STEP_KEYS, day, investmentEuros, investorName, stepperState, type StepView } from './investment-labels';
import { StepPanel } from './step-panels';
import './investments.css';

function StepMeta({ view }: { view: StepView }) {
  const t = useT();
  switch (view.state) {
    case 'done':
      return <>{view.date ? t('investments.stepper.doneOn', { date: day(view.date) }) : t('investments.stepper.done')}</>;
    case 'current':
      return <>{t('investments.stepper.current')}</>;
    case 'rejected':
      return <>{t('investments.stepper.rejected')}</>;
    case 'upcoming':
      return <>{t('investments.stepper.upcoming')}</>;
  }
}

export function Stepper({ investment }: { investment: Investment }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="stepper" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('investments.stepper.title')}
      </h2>
      <ol className="plain-list stepper__steps">
        {stepperState(investment).map((view, index) => (
          <li key={view.step} className={`row stepper__step stepper__step--${view.state}`} aria-current={view.state === 'current' ? 'step' : undefined}>
            <span className="icon-box stepper__marker" aria-hidden="true">
              {view.state === 'done' ? <Icon icon={checkmarkOutline} /> : view.state === 'rejected' ? <Icon icon={closeOutline} /> : index + 1}
            </span>
            <span className="cluster stepper__text">
              <span className="stepper__label">{t(STEP_KEYS[view.step])}</span>
              <span className="meta-text stepper__meta">
                <StepMeta view={view} />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Summary({ investment, showInvestor }: { investment: Investment; showInvestor: boolean }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('investments.detail.amount'), investmentEuros(investment.amount)],
    [t('investments.detail.tokens'), investment.tokens.toLocaleString('es-ES')],
    [t('investments.detail.created'), day(investment.created_at)],
    ...(investment.status === 'completed' ? [[t('investments.detail.finished'), day(investment.completed_at)] as [string, string]] : []),
    [t('investments.detail.reference'), investment.payment_reference],
    ...(showInvestor ? [[t('investments.detail.investor'), `${investorName(t, investment)} · ${investment.user_email}`] as [string, string]] : []),
  ];
  return (
    <FactList facts={facts} className="panel investment-summary" />
  );
}

function InvestmentDetail({ id, profile }: { id: string; profile: Profile }) {
  const t = useT();
  const [language] = useLanguage();
  const [search] = useSearchParams();
  const { data: investment, error } = useQuery(investmentQueries.detail(id));
  // Opened from 'Todas las Inversiones' (?admin=true, admins only): back there; else to the own list.
  const fromAdminList = listScope(search, profile).admin;
  const list = fromAdminList ? ALL_INVESTMENTS_PATH : INVESTMENTS_PATH;
  useDashboardPage([
    { label: t(fromAdminList ? 'investments.title.admin' : 'investments.title.user'), to: list },
    { label: investment && !error ? investment.project_name : t('investments.detail.title') },
  ]);

  // A malformed id in the address (400) is as missing as an unknown one (404).
  if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) {
    return (
      <div className="stack stack--start">
        <h1 className="dash-title">{translate('investment.notFound', language)}</h1>
        <Link to={list}>{t(fromAdminList ? 'investments.detail.backAdmin' : 'investments.detail.back')}</Link>
      </div>
    );
  }
  if (error && !investment) {
    return (
      <AlertCallout>
        <p>{t('investments.detail.error', { message: failureMessage(error, { refused: t('investments.detail.error.generic'), offline: t('investments.error.offline') }) })}</p>
      </AlertCallout>
    );
  }
  if (!investment) return <ContentLoading label={t('investments.detail.loading')} />;
  const own = investment.user_id === profile.id;
  return (
    <article className="stack investment-detail">
      <header className="stack stack--start investment-detail__header">
        <p className="eyebrow eyebrow--muted investment-detail__kicker">{t('investments.detail.title')}</p>
        <h1 className="dash-title">
          <Link to={`/dashboard/projects/${investment.project_id}/view`} className="investment-detail__project">
            {investment.project_name}
          </Link>
        </h1>
        <StatusBadge status={investment.status} />
      </header>
      <Summary investment={investment} showInvestor={!own} />
      <Stepper investment={investment} />
      {own && investment.kyc_pending ? (
        <Callout tone="neutral" icon={hourglassOutline} role="status" className="investment-detail__kyc">
          <p>{t('investments.detail.kycPending')}</p>
        </Callout>
      ) : null}
      <StepPanel investment={investment} own={own} />
    </article>
  );
}

export function InvestmentDetailPage() {
  const { id = '' } = useParams();
  const profile = useProfile();
  return profile ? <InvestmentDetail id={id} profile={profile} /> : null;
}
