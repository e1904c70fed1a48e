// A list of requests as a table, from tablet width up: pending ones with their countdown and the
// decision, decided ones with both people and the comment.
import type { ApprovalListView, ApprovalRequest } from '../../../core/approvals';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { CheckerCell, CommentCell, CountdownCell, DecisionActions, EffectCell, MakerCell, ReasonCell, StatusBadge } from './approval-cells';

export function ApprovalTable({ view, approvals }: { view: ApprovalListView; approvals: ApprovalRequest[] }) {
  const t = useT();
  const pending = view === 'pending';
  const columns = pending
    ? [{ label: t('approvals.column.effect') }, { label: t('approvals.column.maker') }, { label: t('approvals.column.reason') }, { label: t('approvals.column.expires') }, { label: t('approvals.column.actions'), hidden: true }]
    : [{ label: t('approvals.column.effect') }, { label: t('approvals.column.maker') }, { label: t('approvals.column.checker') }, { label: t('approvals.column.comment') }, { label: t('approvals.column.status') }];
  return (
    <DataTable label={t(pending ? 'approvals.tabs.pending' : 'approvals.tabs.history')} className="approval-table" columns={columns} density="compact">
      {approvals.map((approval) => (
        <tr key={approval.id}>
          <th scope="row">
            <EffectCell approval={approval} />
          </th>
          <td>
            <MakerCell approval={approval} />
            {pending ? null : (
              <span className="meta-text approval__line">
                <ReasonCell approval={approval} />
              </span>
            )}
          </td>
          {pending ? (
            <>
              <td className="approval-table__text">
                <ReasonCell approval={approval} />
              </td>
              <td>
                <CountdownCell approval={approval} />
              </td>
              <td>
                <DecisionActions approval={approval} />
              </td>
            </>
          ) : (
            <>
              <td>
                <CheckerCell approval={approval} />
              </td>
              <td className="approval-table__text">
                <CommentCell approval={approval} />
              </td>
              <td>
                <StatusBadge approval={approval} />
              </td>
            </>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
