// The sidebar as a phone drawer: a modal <dialog>, so the browser traps focus, makes the page behind it
// inert and closes it with Escape. A tap on the dimmed backdrop closes it too.
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { closeOutline } from 'ionicons/icons';
import { useT } from '../../i18n/i18n';
import '../../components/icon-button.css';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function MobileDrawer({ id, open, onClose, children }: MobileDrawerProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      id={id}
      ref={ref}
      className="dash-drawer"
      aria-label={t('dashboard.sidebar.label')}
      onClose={onClose}
      onClick={(event) => {
        // Only the backdrop hits the <dialog> itself: its content fills the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dash-sidebar dash-drawer__panel">
        <button type="button" className="icon-box icon-button dash-icon-button dash-drawer__close" aria-label={t('dashboard.sidebar.close')} onClick={onClose}>
          <Icon icon={closeOutline} />
        </button>
        {children}
      </div>
    </dialog>
  );
}
