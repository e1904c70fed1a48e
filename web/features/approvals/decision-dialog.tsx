// Approving or rejecting a request (the shared reason dialog): what will be done, by whose proposal,
// and a comment, required to reject and optional to approve. The outcome is a toast; the lists and the
// menu's count are read again, and so is whatever the approval changed.
import type { ApprovalRequest } from '../../../core/approvals';
import { failureMessage } from '../../api/failure-message';
import { ReasonDialog, useDialogFailure } from '../../components/reason-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useDecideApproval, type ApprovalDecision } from './api/approval-mutations';
import { effectText, personName } from './approval-labels';

const TEXTS = {
  approve: {
    title: 'approvals.approve.title',
    text: 'approvals.approve.text',
    comment: 'approvals.approve.comment',
    confirm: 'approvals.approve.confirm',
    busy: 'approvals.approve.busy',
    failed: 'approvals.approve.failed',
  },
  reject: {
    title: 'approvals.reject.title',
    text: 'approvals.reject.text',
    comment: 'approvals.reject.comment',
    confirm: 'approvals.reject.confirm',
    busy: 'approvals.reject.busy',
    failed: 'approvals.reject.failed',
  },
} as const;

interface DecisionDialogProps {
  approval: ApprovalRequest;
  decision: ApprovalDecision;
  onClose: () => void;
}

export function DecisionDialog({ approval, decision, onClose }: DecisionDialogProps) {
  const t = useT();
  const toast = useToast();
  const failure = useDialogFailure();
  const decide = useDecideApproval();
  const texts = TEXTS[decision];
  const effect = effectText(t, approval);
  const confirm = (comment: string) => {
    failure.clear();
    decide.mutate(
      { id: approval.id, decision, comment },
      {
        onSuccess: () => {
          toast.success(decision === 'approve' ? t('approvals.approve.done', { effect }) : t('approvals.reject.done'));
          onClose();
        },
        onError: (error) => failure.report(failureMessage(error, { refused: t(texts.failed), offline: t('approvals.writesOffline'), thrown: t(texts.failed) })),
      },
    );
  };
  return (
    <ReasonDialog
      texts={{
        title: t(texts.title),
        text: t(texts.text, { maker: personName(approval.maker), effect }),
        reason: t(texts.comment),
        confirm: t(texts.confirm),
        busy: t(texts.busy),
        offline: t('approvals.writesOffline'),
      }}
      tone={decision === 'approve' ? 'primary' : 'danger'}
      optional={decision === 'approve'}
      busy={decide.isPending}
      error={failure.message}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
