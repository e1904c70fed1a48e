// A list of chain commands as a table, from tablet width up.
import type { ChainCommand, ChainCommandList } from '../../../core/chain';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { ErrorCell, KindCell, RetryAction, StatusBadge, SubjectCell, TransactionCell, UpdatedCell } from './command-cells';

export function CommandTable({ list, commands }: { list: ChainCommandList; commands: ChainCommand[] }) {
  const t = useT();
  const failed = list === 'failed';
  const columns = [
    { label: t('chain.column.id'), number: true },
    { label: t('chain.column.kind') },
    { label: t('chain.column.subject') },
    { label: t('chain.column.status') },
    { label: t('chain.column.transaction') },
    { label: t('chain.column.error') },
    failed && { label: t('chain.column.actions'), hidden: true },
  ];
  return (
    <DataTable label={t(failed ? 'chain.tabs.failed' : 'chain.tabs.pending')} className="chain-table" columns={columns} density="dense">
      {commands.map((command) => (
        <tr key={command.id}>
          <td className="cell-number">{command.id}</td>
          <th scope="row">
            <KindCell command={command} />
          </th>
          <td>
            <SubjectCell command={command} />
          </td>
          {/* When it last moved, under its state: one column fewer beside the menu on a tablet. */}
          <td>
            <StatusBadge command={command} />
            <span className="meta-text chain-command__detail">
              <UpdatedCell command={command} />
            </span>
          </td>
          <td>
            <TransactionCell command={command} />
          </td>
          <td className="chain-table__error">
            <ErrorCell command={command} />
          </td>
          {failed ? (
            <td>
              <RetryAction command={command} />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
