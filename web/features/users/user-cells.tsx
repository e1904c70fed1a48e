// The pieces of a user row that the table and the phone cards share.
import { Link } from 'react-router-dom';
import { formatDate } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { Badge } from '../../components/badge';
import { buttonClass } from '../../components/button';
import { useLanguage, useT } from '../../i18n/i18n';
import { kycLabel, kycReviewPath, personName, reviewableApplication, roleLabel } from './user-labels';
import type { UserListItem } from './api/users-api';

export function UserName({ user }: { user: UserListItem }) {
  const t = useT();
  const name = personName(user);
  return name ? (
    <>{name}</>
  ) : (
    <span className="users-muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('users.noName')}</span>
    </span>
  );
}

export function RoleBadge({ user }: { user: UserListItem }) {
  const t = useT();
  const { key, tone } = roleLabel(user);
  return <Badge tone={tone}>{t(key)}</Badge>;
}

/** The user's KYC state, and the pulsing 'Listo para revisar' while an application waits (spec 001 §4) or 'Cambio de wallet' while a new wallet does. */
export function KycBadge({ user }: { user: UserListItem }) {
  const t = useT();
  const { key, tone } = kycLabel(user.kyc_status);
  return (
    <span className="users-kyc">
      <Badge tone={tone}>{t(key)}</Badge>
      {user.kyc_ready_for_review ? (
        <span className="users-kyc__ready">
          <Badge tone="info">{t('users.kyc.ready')}</Badge>
        </span>
      ) : user.wallet_change_pending ? (
        <span className="users-kyc__ready">
          <Badge tone="info">{t('users.kyc.walletChange')}</Badge>
        </span>
      ) : null}
    </span>
  );
}

/**
 * 'Revisar KYC', only for a SUBMITTED application (spec 001 §4) or a wallet change waiting for a decision:
 * a row's small button in the table, a touch target across the card on a phone.
 */
export function KycReviewLink({ user, card = false }: { user: UserListItem; card?: boolean }) {
  const t = useT();
  const applicationId = reviewableApplication(user);
  if (!applicationId) return null;
  return (
    <Link
      to={kycReviewPath(applicationId)}
      className={buttonClass('primary', card ? 'dash-button--tall users-kyc__review' : 'dash-button--small users-kyc__review')}
      aria-label={t('users.kyc.reviewNamed', { name: personName(user) ?? user.email })}
    >
      {t('users.kyc.review')}
    </Link>
  );
}

export function EmailVerified({ user }: { user: UserListItem }) {
  const t = useT();
  return (
    <span className={user.email_verified ? 'users-verified' : 'users-muted'}>
      {t(user.email_verified ? 'common.yes' : 'common.no')}
    </span>
  );
}

export function JoinedDate({ user }: { user: UserListItem }) {
  const [language] = useLanguage();
  return <>{formatDate(user.created_at, INTL_LOCALE[language])}</>;
}
