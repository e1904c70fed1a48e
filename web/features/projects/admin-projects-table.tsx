// The project management list as a table, from tablet width up (spec 001 §2 columns).
import type { ProjectSummary } from '../../../core/projects';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { RowActions, StatusBadge, useProjectCells, type RowActionsProps } from './admin-project-cells';

export function AdminProjectsTable({ projects, onBlockAction }: RowActionsProps & { projects: ProjectSummary[] }) {
  const t = useT();
  const cells = useProjectCells();
  return (
    <DataTable label={t('projects.list.caption')} className="projects-table" head={<Columns />} density="dense">
      {projects.map((project) => (
        <tr key={project.id}>
          <th scope="row" className="projects-table__name">
            {project.name}
          </th>
          <td>{cells.type(project)}</td>
          <td className="projects-table__number">{cells.funding(project)}</td>
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

function Columns() {
  const t = useT();
  return (
    <>
      <th scope="col">{t('projects.column.name')}</th>
      <th scope="col">{t('projects.column.type')}</th>
      <th scope="col" className="projects-table__number">
        {t('projects.column.funding')}
      </th>
      <th scope="col">{t('projects.column.return')}</th>
      <th scope="col">{t('projects.column.status')}</th>
      <th scope="col">{t('projects.column.whitelabel')}</th>
      <th scope="col">{t('projects.column.actions')}</th>
    </>
  );
}
