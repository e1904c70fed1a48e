// A dialog that asks for a reason before an action (block, unblock, reject; spec 001 §5 "Block and
// unblock"): a title, what will happen, a required reason, the offline note, the failure, and a confirm
// button disabled while the reason is empty, while offline or while the request runs (then it says what
// it is doing: "Bloqueando..."). Fields the action needs besides the reason (a token amount) come as
// children, with `complete` saying whether they are filled in. `optional`: the text may stay empty (an
// approval's comment).
import { useId, useState, type ReactNode } from 'react';
import { useOnline } from '../shell/online-status';
import { Button } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';
import { useToast } from './toasts/use-toast';
import './reason-dialog.css';
import { Textarea } from './field';

export interface ReasonDialogTexts {
  title: string;
  text: string;
  reason: string;
  confirm: string;
  busy: string;
  /** Why confirm is disabled while the network is gone. */
  offline: string;
}

interface ReasonDialogProps {
  texts: ReasonDialogTexts;
  tone: 'danger' | 'primary';
  busy: boolean;
  /** The last failure, said inside the dialog (see useDialogFailure). */
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  children?: ReactNode;
  complete?: boolean;
  optional?: boolean;
}

export function ReasonDialog({ texts, tone, busy, error, onConfirm, onCancel, children, complete = true, optional = false }: ReasonDialogProps) {
  const online = useOnline();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <ModalDialog title={texts.title} onClose={() => !busy && onCancel()}>
      {/* noValidate: the fields' own checks speak in the spec's words (a toast), not the browser's bubbles. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <p className="modal-dialog__text">{texts.text}</p>
        <div className="stack">
          {children}
          <div className="field">
            <label htmlFor={reasonId} className="field__label">
              {texts.reason}
              {optional ? null : <span aria-hidden="true"> *</span>}
            </label>
            <Textarea id={reasonId} rows={3} required={!optional} maxLength={1000} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
        </div>
        {online ? null : <p className="reason-dialog__note">{texts.offline}</p>}
        {error ? (
          <p className="reason-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <DialogActions onCancel={onCancel} busy={busy}>
          <Button type="submit" variant={tone} disabled={busy || (!optional && !reason.trim()) || !complete || !online}>
            {busy ? texts.busy : texts.confirm}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/**
 * A failure in a dialog, said twice: as the screen's toast, and inside the dialog, since the page behind
 * a modal dialog (the toasts included) is inert.
 */
export function useDialogFailure() {
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    report: (text: string) => {
      setMessage(text);
      toast.error(text);
    },
  };
}
