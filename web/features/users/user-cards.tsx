// The users listing on a phone: one card per user, nothing to scroll sideways.
import { RecordCard, RecordCards, RecordFacts } from '../../components/record-cards';
import { EmailAddress } from '../../components/email-address';
import { useT } from '../../i18n/i18n';
import { EmailVerified, JoinedDate, KycBadge, KycReviewLink, RoleBadge, UserName } from './user-cells';
import { reviewableApplication, whitelabelName } from './user-labels';
import type { UserListItem } from './api/users-api';

export function UserCards({ users }: { users: UserListItem[] }) {
  const t = useT();
  return (
    <RecordCards label={t('users.caption')}>
      {users.map((user) => (
        <RecordCard key={user.id} name={<UserName user={user} />} badge={<RoleBadge user={user} />}>
          <p className="record-card__email">
            <EmailAddress email={user.email} />
          </p>
          <RecordFacts
            boxed={reviewableApplication(user) !== null}
            facts={[
              [t('users.column.whitelabel'), whitelabelName(user.domain_id)],
              [t('users.column.kyc'), <KycBadge user={user} />],
              [t('users.column.emailVerified'), <EmailVerified user={user} />],
              [t('users.column.joined'), <JoinedDate user={user} />],
            ]}
          />
          <KycReviewLink user={user} card />
        </RecordCard>
      ))}
    </RecordCards>
  );
}
