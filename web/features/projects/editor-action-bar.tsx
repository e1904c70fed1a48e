// The admin form's buttons (spec 001 §2 "Buttons"): Cancel (asking first with unsaved changes) and
// delete for a draft on one side; "Siguiente", "Guardar como borrador" and "Publicar" as the project's
// status allows on the other. Writes wait while offline or while a save runs.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '../../../core/projects';
import { Button, buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n';
import { DeleteProjectButton } from './delete-project-button';
import { PROJECTS_LIST_PATH } from '../../shell/route-table';
import type { FormActions } from './project-form-values';
import type { SaveStatus } from './use-project-save';

interface EditorActionBarProps {
  project: Project | null;
  actions: FormActions;
  saving: SaveStatus | null;
  writesBlocked: boolean;
  onCancel: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The next enabled tab, if any. */
  onNext: (() => void) | null;
  onSave: (status: SaveStatus) => void;
}

export function EditorActionBar({ project, actions, saving, writesBlocked, onCancel, onNext, onSave }: EditorActionBarProps) {
  const t = useT();
  return (
    <div className="cluster cluster--spread project-editor__actions">
      <div className="cluster project-editor__secondary">
        <Link to={PROJECTS_LIST_PATH} className={buttonClass('secondary')} onClick={onCancel}>
          {t('common.cancel')}
        </Link>
        {project?.can.delete ? <DeleteProjectButton project={project} disabled={writesBlocked} /> : null}
      </div>
      <div className="cluster project-editor__primary">
        {onNext ? (
          <Button variant="secondary" onClick={onNext}>
            {t('projects.form.next')}
          </Button>
        ) : null}
        {actions.saveDraft ? (
          <Button variant="secondary" disabled={writesBlocked} onClick={() => onSave('draft')}>
            {saving === 'draft' ? t('projects.form.saving') : t('projects.form.saveDraft')}
          </Button>
        ) : null}
        {actions.publish === 'hidden' ? null : (
          <Button variant="primary" disabled={writesBlocked || actions.publish === 'disabled'} onClick={() => onSave('active')}>
            {saving === 'active' ? t('projects.form.publishing') : t('projects.form.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
