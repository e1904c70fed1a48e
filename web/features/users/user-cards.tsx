// The users listing on a phone: one card per user, nothing to scroll sideways.
import { useT } from '../../i18n/i18n';
import { EmailAddress, EmailVerified, JoinedDate, KycBadge, RoleBadge, UserName } from './user-cells';
import { whitelabelName } from './user-labels';
import type { UserListItem } from './api/users-api';

export function UserCards({ users }: { users: UserListItem[] }) {
  const t = useT();
  return (
    <ul className="user-cards" aria-label={t('users.caption')}>
      {users.map((user) => (
        <li key={user.id} className="user-card">
          <div className="user-card__head">
            <h2 className="user-card__name">
              <UserName user={user} />
            </h2>
            <RoleBadge user={user} />
          </div>
          <p className="user-card__email">
            <EmailAddress email={user.email} />
          </p>
          <dl className="user-card__facts">
            <div>
              <dt>{t('users.column.whitelabel')}</dt>
              <dd>{whitelabelName(user.domain_id)}</dd>
            </div>
            <div>
              <dt>{t('users.column.kyc')}</dt>
              <dd>
                <KycBadge user={user} />
              </dd>
            </div>
            <div>
              <dt>{t('users.column.emailVerified')}</dt>
              <dd>
                <EmailVerified user={user} />
              </dd>
            </div>
            <div>
              <dt>{t('users.column.joined')}</dt>
              <dd>
                <JoinedDate user={user} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
