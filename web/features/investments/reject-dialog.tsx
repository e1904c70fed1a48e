// 'Rechazar inversión' (admin, at review or erir): a reason is required; confirm stays disabled while it
// is empty or while the request runs. The outcome is a toast; the page shows the rejected investment.
import { useId, useState } from 'react';
import type { Investment } from '../../../core/investments';
import { useOnline } from '../../app/online-status';
import { Button } from '../../components/button';
import { DialogActions, ModalDialog } from '../../components/modal-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useRejectInvestment } from './api/investment-mutations';
import { investmentEuros } from './investment-labels';
import { stepFailure } from './step-failure';

export function RejectDialog({ investment, onClose }: { investment: Investment; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const online = useOnline();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectInvestment();
  const busy = reject.isPending;

  const confirm = () => {
    setError(null);
    reject.mutate(
      { id: investment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('investments.reject.done'));
          onClose();
        },
        onError: (failure) => {
          const message = stepFailure(t, failure);
          // Said inside the dialog too: the page behind a modal dialog, toasts included, is inert.
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <ModalDialog title={t('investments.reject.title')} onClose={() => !busy && onClose()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className="modal-dialog__text">
          {t('investments.reject.text', { project: investment.project_name, amount: investmentEuros(investment.amount), email: investment.user_email })}
        </p>
        <div className="invest-field">
          <label htmlFor={reasonId}>
            {t('investments.reject.reason')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea id={reasonId} rows={3} required maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        {online ? null : <p className="invest-note">{t('investments.step.offline')}</p>}
        {error ? (
          <p className="invest-error" role="alert">
            {error}
          </p>
        ) : null}
        <DialogActions onCancel={onClose} busy={busy}>
          <Button type="submit" variant="danger" disabled={busy || !reason.trim() || !online}>
            {busy ? t('investments.reject.busy') : t('investments.reject.confirm')}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
