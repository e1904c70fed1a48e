// A modal dialog on the native <dialog>: the browser traps focus, makes the page behind it inert and
// closes it with Escape (reported through onClose). Open it by rendering it; close it by not rendering it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { Button } from './button';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent decides (it keeps the dialog while a request is running).
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The dialog's closing row: Cancel, then the buttons it is for. */
export function DialogActions({ onCancel, busy, children }: { onCancel: () => void; busy: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className="modal-dialog__actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      {children}
    </div>
  );
}

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" for a destructive action, with the action's own wording while it runs. */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} onClose={() => !busy && onCancel()}>
      <p className="modal-dialog__text">{message}</p>
      <DialogActions onCancel={onCancel} busy={busy}>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
