// "Bloquear proyecto" / "Desbloquear proyecto" (spec 001 §2, §5): a reason is required; confirm stays
// disabled while it is empty or while the request runs ("Bloqueando..."). The outcome is a toast.
import { useId, useState } from 'react';
import type { ProjectSummary } from '../../../core/projects';
import { useOnline } from '../../app/online-status';
import { Button } from '../../components/button';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { DialogActions, ModalDialog } from '../../components/modal-dialog';
import { writeFailure } from './project-labels';
import { useSetProjectBlocked } from './api/project-mutations';
import type { BlockAction } from './api/projects-api';

const TEXTS = {
  block: {
    title: 'projects.block.title',
    text: 'projects.block.text',
    confirm: 'projects.block.confirm',
    busy: 'projects.block.busy',
    done: 'projects.block.done',
    failed: 'projects.block.failed',
  },
  unblock: {
    title: 'projects.unblock.title',
    text: 'projects.unblock.text',
    confirm: 'projects.unblock.confirm',
    busy: 'projects.unblock.busy',
    done: 'projects.unblock.done',
    failed: 'projects.unblock.failed',
  },
} as const;

interface BlockDialogProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  action: BlockAction;
  /** Done: the list already shows the project's new status. */
  onDone: () => void;
  onCancel: () => void;
}

export function BlockDialog({ project, action, onDone, onCancel }: BlockDialogProps) {
  const t = useT();
  const toast = useToast();
  const online = useOnline();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const texts = TEXTS[action];
  const block = useSetProjectBlocked();
  const busy = block.isPending;

  const confirm = () => {
    setError(null);
    block.mutate(
      { id: project.id, action, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t(texts.done));
          onDone();
        },
        onError: (error) => {
          const message = writeFailure(t, error, t(texts.failed));
          // Also said inside the dialog: the page behind a modal dialog, toasts included, is inert.
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <ModalDialog title={t(texts.title)} onClose={() => !busy && onCancel()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className="modal-dialog__text">{t(texts.text, { name: project.name })}</p>
        <div className="project-field">
          <label htmlFor={reasonId}>
            {t('projects.block.reason')}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea id={reasonId} rows={3} required maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        {online ? null : <p className="project-offline-note">{t('offline.writesDisabled')}</p>}
        {error ? (
          <p className="project-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <DialogActions onCancel={onCancel} busy={busy}>
          <Button type="submit" variant={action === 'block' ? 'danger' : 'primary'} disabled={busy || !reason.trim() || !online}>
            {busy ? t(texts.busy) : t(texts.confirm)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
