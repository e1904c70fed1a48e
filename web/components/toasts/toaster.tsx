// The platform's toasts (spec 000 §9, 001 §9): dark, bottom right, 4000 ms, at most three. A toast waits
// while the pointer or focus is on it, so nobody loses a message they are reading (WCAG 2.2.1).
import { useCallback, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { Icon } from '../icon';
import { alertCircleOutline, checkmarkCircleOutline, closeOutline, informationCircleOutline } from 'ionicons/icons';
import { useT } from '../../i18n/i18n';
import { dropToast, TOAST_DURATION_MS, type Toast } from './toast-queue';
import { toastsAtom } from './use-toast';
import '../icon-button.css';
import './toaster.css';

const ICONS = { success: checkmarkCircleOutline, error: alertCircleOutline, info: informationCircleOutline } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);
  return (
    // The role sits on a wrapper: a list item given another role is no longer a list item (axe "list").
    <li>
      <div
        className={`toast toast--${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <Icon className="toast__icon" icon={ICONS[toast.kind]} />
        <p className="toast__message">{toast.message}</p>
        <button type="button" className="icon-box icon-button toast__close" aria-label={t('toast.close')} onClick={() => onDismiss(toast.id)}>
          <Icon icon={closeOutline} />
        </button>
      </div>
    </li>
  );
}

export function Toaster() {
  const t = useT();
  const [toasts, setToasts] = useAtom(toastsAtom);
  const dismiss = useCallback((id: number) => setToasts((current) => dropToast(current, id)), [setToasts]);
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      <ol className="plain-list stack toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </section>
  );
}
