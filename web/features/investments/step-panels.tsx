// What an investment's page asks for at its current step (spec 001 §4, §5 "Investment start"):
// - start: the project's whitepaper to read, the acceptance box, 'Continuar al pago' once ticked;
// - payment: the transfer's details and QR code, the date it must be confirmed by, and the investor's
//   confirmation that it was made; the admin waits, and may reject the reservation;
// - review, erir, mint: the admin's button (verify the payment, confirm ERIR, mint the tokens) and, at
//   review and erir, the rejection; the investor waits, told for what;
// - mint on a chain: "Minteando en la cadena…" until the chain confirms (the page polls), or the chain's refusal;
// - mint proposed (issue 57): "Pendiente de aprobación" for admins until a second admin decides it;
// - completed: the tokens, the finish date and the mint's transaction; rejected: that it was, and why.
// Who may take a step is the server's answer (investment.can); the page only mirrors it. Whoever's step
// it is but the server refuses it to now (an investor blocked, or whose KYC was rejected, or past the
// payment's deadline; an admin's own investment, or its investor's KYC in review) is told why instead of
// a button.
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Icon } from '../../components/icon';
import { calendarOutline, checkmarkCircleOutline, closeCircleOutline, cloudOfflineOutline, documentTextOutline, hourglassOutline, informationCircleOutline } from 'ionicons/icons';
import type { AdvanceInvestmentInput, Investment, MintTransaction as MintTransactionFacts } from '../../../core/investments';
import { isApprovalPending } from '../../../core/approvals';
import { PendingApproval } from '../../components/pending-approval';
import { FactList, type Fact } from '../../components/fact-list';
import type { ProjectDocument } from '../../../core/projects';
import { formatFileSize } from '../../../core/format';
import { translate } from '../../../core/messages';
import { useOnline } from '../../shell/online-status';
import { Button } from '../../components/button';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { useToast } from '../../components/toasts/use-toast';
import type { MessageKey } from '../../i18n/catalogs';
import { useLanguage, useT } from '../../i18n/i18n';
import { useAdvanceInvestment } from './api/investment-mutations';
import { investmentQueries } from './api/investment-queries';
import { day, investmentEuros } from './investment-labels';
import { RejectDialog } from './reject-dialog';
import { stepFailure } from './step-failure';
import { TransferDetails } from './transfer-details';
import { injectedWallet, watchToken } from './watch-token';
import { Checkbox } from '../../components/field';

/** Takes the investment's current step, with the step's toast on success and the server's words on failure. */
function useTakeStep(investment: Investment, done: MessageKey) {
  const t = useT();
  const toast = useToast();
  const advance = useAdvanceInvestment();
  const take = (body?: AdvanceInvestmentInput) =>
    advance.mutate(
      { investment, body },
      {
        // A mint waits for a second admin (issue 57), or on a chain answers while it is on its way: the
        // page then shows it pending, or minting until it is confirmed.
        onSuccess: (answer) => toast.success(t(isApprovalPending(answer) ? 'approvalNotice.sent' : answer.minting ? 'investments.admin.mint.queued' : done)),
        onError: (error) => toast.error(stepFailure(t, error)),
      },
    );
  return { take, busy: advance.isPending };
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel step-panel" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <p className="row step-panel__outcome step-panel__outcome--waiting" role="status">
      <Icon icon={hourglassOutline} />
      {text}
    </p>
  );
}

/** The step is the caller's to take: they may now, or the server says why not (can.refusal). */
const isCallersStep = (investment: Investment): boolean => investment.can.advance || investment.can.refusal !== null;

/** Why the server refuses the caller the step that is theirs, instead of its button. */
function Refusal({ investment }: { investment: Investment }) {
  const [language] = useLanguage();
  if (!investment.can.refusal) return null;
  return (
    <Callout tone="neutral" icon={informationCircleOutline} role="status" className="step-panel__refusal">
      <p>{translate(investment.can.refusal, language)}</p>
    </Callout>
  );
}

function OfflineNote() {
  const t = useT();
  return useOnline() ? null : (
    <Callout tone="neutral" icon={cloudOfflineOutline} role="status" className="offline-note">
      <p>{t('investments.step.offline')}</p>
    </Callout>
  );
}

// ---- start ----

function Whitepaper({ document }: { document: ProjectDocument }) {
  const t = useT();
  const title = document.description?.trim() || document.filename;
  return (
    <a href={document.url} target="_blank" rel="noopener" className="panel row whitepaper-link">
      <Icon icon={documentTextOutline} />
      <span className="stack stack--tight">
        <span className="whitepaper-link__title">{t('investments.start.whitepaper', { name: title })}</span>
        <span className="meta-text">
          {formatFileSize(document.file_size)}
          <span className="visually-hidden"> {t('investments.start.newTab')}</span>
        </span>
      </span>
    </a>
  );
}

function StartStep({ investment }: { investment: Investment }) {
  const t = useT();
  const [language] = useLanguage();
  const online = useOnline();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const { take, busy } = useTakeStep(investment, 'investments.start.done');
  // Spec 001 §8: a project that fails to load leaves project and whitepaper empty.
  const project = useQuery({ ...investmentQueries.project(investment.project_id), retry: false });
  const whitepaper = project.data?.documents.find((document) => document.document_type === 'whitepaper') ?? null;

  return (
    <Panel title={t('investments.start.title')}>
      <p className="step-panel__text">{t('investments.start.text')}</p>
      {project.isPending ? (
        <ContentLoading label={t('investments.start.whitepaperLoading')} />
      ) : whitepaper ? (
        <Whitepaper document={whitepaper} />
      ) : (
        <Callout tone="danger" role="alert">
          <p>{translate('investment.whitepaperMissing', language)}</p>
        </Callout>
      )}
      <p className="step-panel__method">{t('investments.start.method')}</p>
      <Checkbox
        id={checkboxId}
        className="panel check--top accept-box"
        label={t('investments.start.accept')}
        checked={accepted}
        disabled={!whitepaper || busy}
        onChange={(event) => setAccepted(event.target.checked)}
      />
      <OfflineNote />
      <div className="cluster step-panel__actions">
        <Button
          className="dash-button--tall"
          variant="primary"
          disabled={!accepted || !whitepaper || busy || !online}
          onClick={() => whitepaper && take({ payment_method: 'bank', whitepaper_document_id: whitepaper.id, accept_terms: true })}
        >
          {busy ? t('investments.step.sending') : t('investments.start.continue')}
        </Button>
      </div>
    </Panel>
  );
}

// ---- payment ----

/** Until when the transfer may be confirmed: then the housekeeping rejects the investment as unpaid. */
function PaymentDeadline({ investment }: { investment: Investment }) {
  const t = useT();
  if (!investment.payment_due_at) return null;
  const date = day(investment.payment_due_at);
  return (
    <p className="row step-panel__deadline">
      <Icon icon={calendarOutline} />
      <span>{isCallersStep(investment) ? t('investments.payment.deadline', { date }) : t('investments.payment.deadlineAdmin', { date })}</span>
    </p>
  );
}

function PaymentStep({ investment }: { investment: Investment }) {
  const t = useT();
  const online = useOnline();
  const { take, busy } = useTakeStep(investment, 'investments.payment.done');
  const [rejecting, setRejecting] = useState(false);
  const mine = isCallersStep(investment);
  return (
    <Panel title={t('investments.payment.title')}>
      <p className="step-panel__text">{t(mine ? 'investments.payment.text' : 'investments.payment.textAdmin')}</p>
      <PaymentDeadline investment={investment} />
      {investment.transfer ? <TransferDetails transfer={investment.transfer} /> : null}
      {mine ? <Refusal investment={investment} /> : null}
      {investment.can.advance ? (
        <>
          <OfflineNote />
          <div className="cluster step-panel__actions">
            <Button className="dash-button--tall" variant="primary" disabled={busy || !online} onClick={() => take()}>
              {busy ? t('investments.step.sending') : t('investments.payment.confirm')}
            </Button>
          </div>
        </>
      ) : mine ? null : (
        <Waiting text={t('investments.payment.waiting')} />
      )}
      {investment.can.reject ? (
        <div className="cluster step-panel__actions">
          <Button className="dash-button--tall" variant="danger-outline" onClick={() => setRejecting(true)}>
            {t('investments.reject.open')}
          </Button>
        </div>
      ) : null}
      {rejecting ? <RejectDialog investment={investment} onClose={() => setRejecting(false)} /> : null}
    </Panel>
  );
}

// ---- review, erir, mint ----

const ADMIN_STEPS = {
  review: { title: 'investments.admin.review.title', text: 'investments.admin.review.text', action: 'investments.admin.review.action', done: 'investments.admin.review.done', waiting: 'investments.waiting.review' },
  erir: { title: 'investments.admin.erir.title', text: 'investments.admin.erir.text', action: 'investments.admin.erir.action', done: 'investments.admin.erir.done', waiting: 'investments.waiting.erir' },
  mint: { title: 'investments.admin.mint.title', text: 'investments.admin.mint.text', action: 'investments.admin.mint.action', done: 'investments.admin.mint.done', waiting: 'investments.waiting.mint' },
} as const satisfies Record<string, Record<string, MessageKey>>;

function AdminStep({ investment, step }: { investment: Investment; step: keyof typeof ADMIN_STEPS }) {
  const t = useT();
  const online = useOnline();
  const texts = ADMIN_STEPS[step];
  const { take, busy } = useTakeStep(investment, texts.done);
  const [rejecting, setRejecting] = useState(false);
  if (investment.minting) {
    return (
      <Panel title={t(texts.title)}>
        <Waiting text={t('investments.minting')} />
      </Panel>
    );
  }
  // The mint proposed and waiting for a second admin, instead of its button (admins' reads only carry it).
  if (investment.pending_approval) {
    return (
      <Panel title={t(texts.title)}>
        <PendingApproval pending={investment.pending_approval} />
      </Panel>
    );
  }
  if (!isCallersStep(investment) && !investment.can.reject) {
    return (
      <Panel title={t(texts.title)}>
        <Waiting text={t(texts.waiting)} />
      </Panel>
    );
  }
  return (
    <Panel title={t(texts.title)}>
      <p className="step-panel__text">
        {t(texts.text, {
          amount: investmentEuros(investment.amount),
          reference: investment.payment_reference,
          tokens: t('investments.invest.tokens', { count: investment.tokens }),
          email: investment.user_email,
        })}
      </p>
      {step === 'review' && investment.transfer ? <TransferDetails transfer={investment.transfer} /> : null}
      {investment.mint_error ? (
        <Callout tone="danger" icon={closeCircleOutline} role="status">
          {t('investments.mint.failed', { reason: investment.mint_error })}
        </Callout>
      ) : null}
      <Refusal investment={investment} />
      <OfflineNote />
      <div className="cluster step-panel__actions">
        {investment.can.reject ? (
          <Button className="dash-button--tall" variant="danger-outline" disabled={busy} onClick={() => setRejecting(true)}>
            {t('investments.reject.open')}
          </Button>
        ) : null}
        {investment.can.advance ? (
          <Button className="dash-button--tall" variant="primary" disabled={busy || !online} onClick={() => take()}>
            {busy ? t('investments.step.sending') : t(texts.action)}
          </Button>
        ) : null}
      </div>
      {rejecting ? <RejectDialog investment={investment} onClose={() => setRejecting(false)} /> : null}
    </Panel>
  );
}

// ---- the end of the line ----

function Completed({ investment, own }: { investment: Investment; own: boolean }) {
  const t = useT();
  const tokens = t('investments.invest.tokens', { count: investment.tokens });
  return (
    <Panel title={t('investments.completed.title')}>
      <p className="row step-panel__outcome step-panel__outcome--success">
        <Icon icon={checkmarkCircleOutline} />
        {t(own ? 'investments.completed.textOwn' : 'investments.completed.textAdmin', { tokens, date: day(investment.completed_at) })}
      </p>
      {investment.mint_transaction ? <MintTransaction transaction={investment.mint_transaction} /> : null}
      {own ? <AddToWallet projectId={investment.project_id} /> : null}
    </Panel>
  );
}

function MintTransaction({ transaction }: { transaction: MintTransactionFacts }) {
  const t = useT();
  const facts: Fact[] = [[t('investments.mint.transaction'), <code key="hash">{transaction.hash}</code>]];
  return (
    <>
      <FactList facts={facts} />
      {transaction.explorer_url ? (
        <a className="text-link" href={transaction.explorer_url} target="_blank" rel="noopener noreferrer">
          {t('investments.mint.explorer')}
        </a>
      ) : null}
    </>
  );
}

/** Only where the browser has a wallet, and once the project's token is on chain. */
function AddToWallet({ projectId }: { projectId: string }) {
  const t = useT();
  const toast = useToast();
  const wallet = injectedWallet();
  const project = useQuery({ ...investmentQueries.project(projectId), retry: false, enabled: wallet !== undefined });
  const token = project.data?.token;
  if (!wallet || !token) return null;
  const add = () =>
    watchToken(wallet, token).then(
      (added) => (added ? toast.success(t('investments.wallet.added')) : toast.error(t('investments.wallet.declined'))),
      () => toast.error(t('investments.wallet.declined')),
    );
  return (
    <div className="cluster step-panel__actions">
      <Button variant="secondary" onClick={() => void add()}>
        {t('investments.wallet.add')}
      </Button>
    </div>
  );
}

function Rejected({ investment }: { investment: Investment }) {
  const t = useT();
  return (
    <Callout tone="danger" icon={closeCircleOutline} role="status" className="step-rejected">
      <div>
        <p>{t('investments.rejected.title')}</p>
        {investment.rejection_reason ? <p>{t('investments.rejected.reason', { reason: investment.rejection_reason })}</p> : null}
        {investment.rejected_at ? <p>{t('investments.rejected.date', { date: day(investment.rejected_at) })}</p> : null}
      </div>
    </Callout>
  );
}

export function StepPanel({ investment, own }: { investment: Investment; own: boolean }) {
  const t = useT();
  switch (investment.status) {
    case 'start':
      if (investment.can.advance) return <StartStep investment={investment} />;
      return (
        <Panel title={t('investments.start.title')}>
          {investment.can.refusal ? <Refusal investment={investment} /> : <Waiting text={t('investments.start.waiting')} />}
        </Panel>
      );
    case 'payment':
      return <PaymentStep investment={investment} />;
    case 'review':
    case 'erir':
    case 'mint':
      return <AdminStep key={investment.status} investment={investment} step={investment.status} />;
    case 'completed':
      return <Completed investment={investment} own={own} />;
    case 'rejected':
      return <Rejected investment={investment} />;
  }
}
