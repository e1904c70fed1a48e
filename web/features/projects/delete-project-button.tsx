// "Eliminar proyecto" for a draft (spec 001 §2): asked first, then the project goes and the list opens.
// Offline it stays in place, disabled: the notice at the top of the form says why.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Project } from '../../../core/projects';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/modal-dialog';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { useDeleteProject } from './api/project-mutations';
import { PROJECTS_LIST_PATH } from '../../shell/route-table';
import { writeFailure } from './project-labels';

export function DeleteProjectButton({ project, disabled }: { project: Project; disabled: boolean }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const removal = useDeleteProject();
  const confirm = () =>
    removal.mutate(project.id, {
      onSuccess: () => {
        toast.success(t('projects.form.deleted'));
        navigate(PROJECTS_LIST_PATH);
      },
      onError: (error) => {
        setAsking(false);
        toast.error(writeFailure(t, error, t('projects.form.deleteFailed')));
      },
    });
  return (
    <>
      <Button variant="danger-outline" disabled={disabled} onClick={() => setAsking(true)}>
        {t('projects.form.delete')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('projects.form.delete.title')}
          message={t('projects.form.delete.text', { name: project.name })}
          confirmLabel={t('projects.form.delete')}
          busyLabel={t('projects.delete.busy')}
          // Still busy once deleted: the list opens next.
          busy={removal.isPending || removal.isSuccess}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
