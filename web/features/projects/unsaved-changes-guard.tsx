// Unsaved edits are not lost by accident: closing or reloading the tab asks the browser's own question,
// and the form's Cancel asks first while there are changes.
import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { ConfirmDialog } from '../../components/modal-dialog';

export function useUnsavedChangesGuard(dirty: boolean) {
  const t = useT();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** For a link's onClick: with unsaved changes, ask before following it. */
  const guardLink = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!dirty) return;
    event.preventDefault();
    setLeavingTo(to);
  };

  const dialog =
    leavingTo === null ? null : (
      <ConfirmDialog
        title={t('projects.form.leave.title')}
        message={t('projects.form.leave.text')}
        confirmLabel={t('projects.form.leave.confirm')}
        busyLabel={t('projects.form.leave.confirm')}
        busy={false}
        onConfirm={() => navigate(leavingTo)}
        onCancel={() => setLeavingTo(null)}
      />
    );
  return { guardLink, dialog };
}
