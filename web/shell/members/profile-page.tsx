// The dashboard's start page for now (spec 000 §2 "Welcome/profile page"): a greeting, what to do next
// while identity verification is pending, and the profile card.
import { Link } from 'react-router-dom';
import { Callout } from '../../components/callout';
import { Avatar } from '../../components/avatar';
import { shieldCheckmarkOutline } from 'ionicons/icons';
import { formatDate } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { avatarInitials, displayName, isBlocked, kycState, useProfile, type Profile } from '../session';
import { useBrand } from '../use-brand';
import { useDashboardPage } from '../use-dashboard-page';
import { Badge, type BadgeTone } from '../../components/badge';
import { buttonClass } from '../../components/button';
import { useLanguage, useT } from '../../i18n/i18n';
import { KYC_PATH } from '../route-table';
import './profile-page.css';

const KYC_TONE: Record<ReturnType<typeof kycState>, BadgeTone> = { ok: 'success', process: 'warning', pending: 'neutral' };

function KycPrompt({ profile }: { profile: Profile }) {
  const t = useT();
  const state = kycState(profile.kyc_status);
  if (state === 'ok') return null;
  return (
    <Callout tone="neutral" icon={shieldCheckmarkOutline} className="profile-kyc">
      <section className="stack stack--start" aria-labelledby="profile-kyc-title">
        <div>
          <h2 id="profile-kyc-title" className="section-title">
            {t(state === 'process' ? 'profile.kyc.inReview' : 'profile.kyc.required')}
          </h2>
          <p className="profile-kyc__text">{t(state === 'process' ? 'profile.kyc.inReviewText' : 'profile.kyc.requiredText')}</p>
        </div>
        <Link to={KYC_PATH} className={buttonClass('primary')}>
          {t('dashboard.menu.verify')}
        </Link>
      </section>
    </Callout>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const t = useT();
  const [language] = useLanguage();
  const name = displayName(profile);
  const kyc = kycState(profile.kyc_status);
  const blocked = isBlocked(profile);
  return (
    <section className="panel panel--box profile-card" aria-labelledby="profile-card-title">
      <div className="row profile-card__head">
        <Avatar initials={avatarInitials(profile)} large />
        <div className="stack stack--tight">
          <h2 id="profile-card-title" className="eyebrow eyebrow--muted profile-card__title">
            {t('profile.card.title')}
          </h2>
          <p className="cluster profile-card__name">
            {profile.full_name ?? name}
            {profile.is_erir && !profile.is_admin && <Badge tone="accent">{t('role.erir')}</Badge>}
          </p>
        </div>
      </div>
      <dl className="fact-list fact-list--rows profile-card__facts">
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('profile.joined')}</dt>
          <dd>{formatDate(profile.created_at, INTL_LOCALE[language])}</dd>
        </div>
        <div>
          <dt>{t('profile.admin')}</dt>
          <dd>{t(profile.is_admin ? 'common.yes' : 'common.no')}</dd>
        </div>
        <div>
          <dt>{t('profile.kyc')}</dt>
          <dd>
            <Badge tone={KYC_TONE[kyc]}>{t(`kyc.status.${kyc}`)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{t('profile.status')}</dt>
          <dd>
            <Badge tone={blocked ? 'danger' : 'success'}>{t(blocked ? 'profile.status.blocked' : 'profile.status.active')}</Badge>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ProfilePage() {
  const t = useT();
  const brand = useBrand();
  const profile = useProfile();
  useDashboardPage([]);
  if (!profile) return null;
  return (
    <div className="stack profile">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('profile.greeting', { name: displayName(profile) })}</h1>
        <p className="dash-subtitle">{t('profile.intro', { brand: brand.name })}</p>
      </header>
      <KycPrompt profile={profile} />
      <ProfileCard profile={profile} />
    </div>
  );
}
