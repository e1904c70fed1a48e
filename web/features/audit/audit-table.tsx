// The audit log as a table, from tablet width up: one row per entry, opened by the chevron at its start
// to show its changes in a row below.
import { useId, useState } from 'react';
import type { AuditEntry } from '../../../core/audit';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { ActionCell, ActorCell, DetailsToggle, EntryInstant, TargetCell } from './audit-cells';
import { AuditChanges } from './audit-changes';

const COLUMNS = 5;

function EntryRows({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr className={open ? 'audit-table__row audit-table__row--open' : 'audit-table__row'}>
        <td className="audit-table__toggle">
          <DetailsToggle entry={entry} open={open} controls={detailsId} onToggle={() => setOpen(!open)} icon />
        </td>
        <td className="audit-table__date">
          <EntryInstant entry={entry} />
        </td>
        <td className="audit-table__actor">
          <ActorCell entry={entry} />
        </td>
        <th scope="row">
          <ActionCell entry={entry} />
        </th>
        <td>
          <TargetCell entry={entry} />
        </td>
      </tr>
      {open ? (
        <tr className="audit-table__details">
          <td colSpan={COLUMNS}>
            <AuditChanges entry={entry} id={detailsId} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const t = useT();
  const columns = [
    { label: t('audit.column.details'), hidden: true },
    { label: t('audit.column.date') },
    { label: t('audit.column.actor') },
    { label: t('audit.column.action') },
    { label: t('audit.column.target') },
  ];
  return (
    <DataTable label={t('audit.title')} className="audit-table" columns={columns}>
      {entries.map((entry) => (
        <EntryRows key={entry.id} entry={entry} />
      ))}
    </DataTable>
  );
}
