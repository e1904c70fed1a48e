// An approved investor's request for a new wallet, decided here (docs/kyc.md "A new wallet"): the current
// and the asked-for address side by side, a reason to refuse, and the decision. Approving moves the
// investor's tokens on chain, once a second admin approves the proposal (issue 57): until then
// "Pendiente de aprobación" stands where 'Aprobar' was. Nobody decides their own request (the server refuses it too).
import { useId, useState } from 'react';
import { informationCircleOutline } from 'ionicons/icons';
import type { KycApplication } from '../../../core/kyc';
import type { WalletChange } from '../../../core/wallet-change';
import { isApprovalPending } from '../../../core/approvals';
import { PendingApproval } from '../../components/pending-approval';
import { failureMessage } from '../../api/failure-message';
import { Button } from '../../components/button';
import { AlertCallout, Callout } from '../../components/callout';
import { Field, Textarea } from '../../components/field';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useProfile } from '../../shell/session';
import { useDecideWalletChange } from './api/kyc-review-api';

export function WalletChangeDecision({ application, change }: { application: KycApplication; change: WalletChange }) {
  const t = useT();
  const id = useId();
  const toast = useToast();
  const profile = useProfile();
  const decide = useDecideWalletChange(application.id);
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const own = profile?.id === application.user_id;

  const send = (status: 'APPROVED' | 'REJECTED') => {
    if (status === 'REJECTED' && !comments.trim()) return setProblem(t('kycAdmin.walletChange.reasonRequired'));
    setProblem(null);
    decide.mutate(
      { id: change.id, status, comments: status === 'REJECTED' ? comments.trim() : null },
      {
        onSuccess: (answer) =>
          toast.success(isApprovalPending(answer) ? t('approvalNotice.sent') : t(status === 'APPROVED' ? 'kycAdmin.walletChange.approved' : 'kycAdmin.walletChange.rejected')),
        onError: (error) => setProblem(failureMessage(error, { refused: t('kycAdmin.walletChange.failed'), offline: t('kycAdmin.walletChange.failed') })),
      },
    );
  };

  return (
    <section className="panel panel--box stack" aria-labelledby={`${id}-title`} data-testid="wallet-change-decision">
      <h2 id={`${id}-title`} className="section-title kyc-review__section-title">
        {t('kycAdmin.walletChange.title')}
      </h2>
      <dl className="fact-list">
        <dt>{t('kycAdmin.walletChange.current')}</dt>
        <dd className="mono">{change.old_wallet}</dd>
        <dt>{t('kycAdmin.walletChange.asked')}</dt>
        <dd className="mono">{change.new_wallet}</dd>
      </dl>
      <Callout tone="neutral" icon={informationCircleOutline}>
        <p>{t('kycAdmin.walletChange.effect')}</p>
      </Callout>
      {own ? (
        <Callout tone="neutral" icon={informationCircleOutline} role="status">
          <p>{t('kycAdmin.walletChange.own')}</p>
        </Callout>
      ) : null}
      {change.pending_approval ? <PendingApproval pending={change.pending_approval} /> : null}
      {problem ? (
        <AlertCallout>
          <p>{problem}</p>
        </AlertCallout>
      ) : null}
      <fieldset className="stack" disabled={own || decide.isPending}>
        <Field id={`${id}-comments`} label={t('kycAdmin.walletChange.comments')} hint={t('kycAdmin.walletChange.commentsHint')}>
          {(control) => <Textarea {...control} rows={3} value={comments} onChange={(event) => setComments(event.target.value)} />}
        </Field>
        <div className="cluster kyc-review-decision__actions">
          <Button variant="danger-outline" onClick={() => send('REJECTED')}>
            {t('kycAdmin.walletChange.reject')}
          </Button>
          {change.pending_approval ? null : (
            <Button variant="primary" onClick={() => send('APPROVED')}>
              {decide.isPending ? t('kycAdmin.decision.sending') : t('kycAdmin.walletChange.approve')}
            </Button>
          )}
        </div>
      </fieldset>
    </section>
  );
}
