// 'Rechazar inversión' (admin, at payment, review or erir): the shared reason dialog. The outcome is a toast; the
// page shows the rejected investment.
import type { Investment } from '../../../core/investments';
import { ReasonDialog, useDialogFailure } from '../../components/reason-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useRejectInvestment } from './api/investment-mutations';
import { investmentEuros } from './investment-labels';
import { stepFailure } from './step-failure';

export function RejectDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const failure = useDialogFailure();
  const reject = useRejectInvestment();

  const confirm = (reason: string) => {
    failure.clear();
    reject.mutate(
      { id: investment.id, reason },
      {
        onSuccess: () => {
          toast.success(t('investments.reject.done'));
          onClose();
        },
        onError: (error) => failure.report(stepFailure(t, error)),
      },
    );
  };

  return (
    <ReasonDialog
      texts={{
        title: t('investments.reject.title'),
        text: t('investments.reject.text', { project: investment.project_name, amount: investmentEuros(investment.amount), email: investment.user_email }),
        reason: t('investments.reject.reason'),
        confirm: t('investments.reject.confirm'),
        busy: t('investments.reject.busy'),
        offline: t('investments.step.offline'),
      }}
      tone="danger"
      busy={reject.isPending}
      error={failure.message}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
