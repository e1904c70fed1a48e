// The project management list on a phone: one card per project, nothing to scroll sideways.
import type { ProjectSummary } from '../../../core/projects';
import { useT } from '../../i18n/i18n';
import { RowActions, StatusBadge, useProjectCells, type RowActionsProps } from './admin-project-cells';

export function AdminProjectCards({ projects, onBlockAction }: RowActionsProps & { projects: ProjectSummary[] }) {
  const t = useT();
  const cells = useProjectCells();
  return (
    <ul className="admin-project-cards" aria-label={t('projects.list.caption')}>
      {projects.map((project) => (
        <li key={project.id} className="admin-project-card">
          <div className="admin-project-card__head">
            <h2 className="admin-project-card__name">{project.name}</h2>
            <StatusBadge status={project.status} />
          </div>
          <dl className="admin-project-card__facts">
            <div>
              <dt>{t('projects.column.type')}</dt>
              <dd>{cells.type(project)}</dd>
            </div>
            <div>
              <dt>{t('projects.column.funding')}</dt>
              <dd>{cells.funding(project)}</dd>
            </div>
            <div>
              <dt>{t('projects.column.return')}</dt>
              <dd>{cells.annualReturn(project)}</dd>
            </div>
            <div>
              <dt>{t('projects.column.whitelabel')}</dt>
              <dd>{cells.whitelabel(project)}</dd>
            </div>
          </dl>
          <RowActions project={project} onBlockAction={onBlockAction} />
        </li>
      ))}
    </ul>
  );
}
