// The users listing as a table, from tablet width up.
import { useT } from '../../i18n/i18n';
import { EmailAddress, EmailVerified, JoinedDate, KycBadge, RoleBadge, UserName } from './user-cells';
import { whitelabelName } from './user-labels';
import type { UserListItem } from './api/users-api';

export function UsersTable({ users }: { users: UserListItem[] }) {
  const t = useT();
  return (
    // Focusable so keyboard users can scroll it when it is wider than the window.
    <div className="users-table-wrap" role="region" aria-label={t('users.caption')} tabIndex={0}>
      <table className="users-table">
        <caption className="visually-hidden">{t('users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.column.name')}</th>
            <th scope="col">{t('users.column.email')}</th>
            <th scope="col">{t('users.column.role')}</th>
            <th scope="col">{t('users.column.whitelabel')}</th>
            <th scope="col">{t('users.column.kyc')}</th>
            <th scope="col">{t('users.column.emailVerified')}</th>
            <th scope="col">{t('users.column.joined')}</th>
          </tr>
        </thead>
        <tbody>
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
              <td>
                <KycBadge user={user} />
              </td>
              <td>
                <EmailVerified user={user} />
              </td>
              <td className="users-table__date">
                <JoinedDate user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
