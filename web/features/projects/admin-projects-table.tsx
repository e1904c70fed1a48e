// The project management list as a table, from tablet width up (spec 001 §2 columns).
import type { ProjectSummary } from '../../../core/projects';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { RowActions, StatusBadge, useProjectCells, type RowActionsProps } from './admin-project-cells';

export function AdminProjectsTable({ projects, onBlockAction }: RowActionsProps & { projects: ProjectSummary[] }) {
  const t = useT();
  const cells = useProjectCells();
  const columns = [
    { label: t('projects.column.name') },
    { label: t('projects.column.type') },
    { label: t('projects.column.funding'), number: true },
    { label: t('projects.column.return') },
    { label: t('projects.column.status') },
    { label: t('projects.column.whitelabel') },
    { label: t('projects.column.actions') },
  ];
  return (
    <DataTable label={t('projects.list.caption')} className="projects-table" columns={columns} density="dense">
      {projects.map((project) => (
        <tr key={project.id}>
          <th scope="row" className="projects-table__name">
            {project.name}
          </th>
          <td>{cells.type(project)}</td>
          <td className="cell-number">{cells.funding(project)}</td>
          <td>{cells.annualReturn(project)}</td>
          <td>
            <StatusBadge status={project.status} />
          </td>
          <td>{cells.whitelabel(project)}</td>
          <td>
            <RowActions project={project} onBlockAction={onBlockAction} compact />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
