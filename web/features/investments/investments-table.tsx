// The investments list as a table, from tablet width up (spec 001 §2 columns; the user column for admins).
import type { Investment } from '../../../core/investments';
import { DataTable } from '../../components/data-table';
import { useT } from '../../i18n/i18n';
import { InvestorCell, StatusBadge, ViewLink, cellValues } from './investment-cells';

export function InvestmentsTable({ investments, admin }: { investments: Investment[]; admin: boolean }) {
  const t = useT();
  const columns = [
    admin && { label: t('investments.column.user') },
    { label: t('investments.column.project') },
    { label: t('investments.column.amount'), number: true },
    { label: t('investments.column.tokens'), number: true },
    { label: t('investments.column.status') },
    { label: t('investments.column.date') },
    { label: t('investments.column.actions'), hidden: true },
  ];
  return (
    // Compact: seven columns, the admin's user one included, fit beside the menu on a 1024 px tablet.
    <DataTable label={t(admin ? 'investments.title.admin' : 'investments.title.user')} className="investments-table" columns={columns} density="compact">
      {investments.map((investment) => {
        const values = cellValues(investment);
        return (
          <tr key={investment.id}>
            {admin ? (
              <td className="investments-table__user">
                <InvestorCell investment={investment} />
              </td>
            ) : null}
            <th scope="row" className="investments-table__project">
              {investment.project_name}
            </th>
            <td className="cell-number">{values.amount}</td>
            <td className="cell-number">{values.tokens}</td>
            <td>
              <StatusBadge status={investment.status} />
            </td>
            <td className="cell-nowrap">{values.date}</td>
            <td className="investments-table__action">
              <ViewLink investment={investment} admin={admin} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
