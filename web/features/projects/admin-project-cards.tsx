// The project management list on a phone: one card per project, nothing to scroll sideways.
import type { ProjectSummary } from '../../../core/projects';
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { useT } from '../../i18n/i18n';
import { RowActions, StatusBadge, useProjectCells, type RowActionsProps } from './admin-project-cells';

export function AdminProjectCards({ projects, onBlockAction }: RowActionsProps & { projects: ProjectSummary[] }) {
  const t = useT();
  const cells = useProjectCells();
  return (
    <RecordCards label={t('projects.list.caption')}>
      {projects.map((project) => (
        <RecordCard key={project.id} name={project.name} badge={<StatusBadge status={project.status} />}>
          <RecordFacts
            boxed
            facts={[
              [t('projects.column.type'), cells.type(project)],
              [t('projects.column.funding'), cells.funding(project)],
              [t('projects.column.return'), cells.annualReturn(project)],
              [t('projects.column.whitelabel'), cells.whitelabel(project)],
            ]}
          />
          <RowActions project={project} onBlockAction={onBlockAction} />
        </RecordCard>
      ))}
    </RecordCards>
  );
}
