// The users listing as a table, from tablet width up.
import { DataTable } from '../../components/data-table';
import { EmailAddress } from '../../components/email-address';
import { useT } from '../../i18n/i18n';
import { EmailVerified, JoinedDate, KycBadge, KycReviewLink, RoleBadge, UserName } from './user-cells';
import { whitelabelName } from './user-labels';
import type { UserListItem } from './api/users-api';

const COLUMNS = ['name', 'email', 'role', 'whitelabel', 'kyc', 'emailVerified', 'joined'] as const;

export function UsersTable({ users }: { users: UserListItem[] }) {
  const t = useT();
  const columns = COLUMNS.map((column) => ({ label: t(`users.column.${column}`) }));
  return (
    <DataTable label={t('users.caption')} className="users-table" columns={columns}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className="users-table__name">
            <UserName user={user} />
          </td>
          <td className="users-table__email">
            <EmailAddress email={user.email} />
          </td>
          <td>
            <RoleBadge user={user} />
          </td>
          <td>{whitelabelName(user.domain_id)}</td>
          <td className="users-table__kyc">
            <KycBadge user={user} />
            <KycReviewLink user={user} />
          </td>
          <td>
            <EmailVerified user={user} />
          </td>
          <td className="cell-nowrap">
            <JoinedDate user={user} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
