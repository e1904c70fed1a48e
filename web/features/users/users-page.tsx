// /dashboard/users (spec 000 §2, 001 §2 "Users screen"): admins see every user with a domain filter;
// anyone else is sent back to /dashboard (the server refuses them too).
import { useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { ApiError } from '../../api/client';
import { currentUserAtom } from '../../app/session';
import { useIsMobile } from '../../app/use-media-query';
import { useT } from '../../i18n/i18n';
import { ContentLoading } from '../dashboard/content-loading';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { UserCards } from './user-cards';
import { whitelabelName } from './user-labels';
import { DOMAIN_FILTERS, fetchUsers, type DomainFilter, type UserListItem } from './users-api';
import { UsersTable } from './users-table';
import './users-page.css';

type Listing =
  | { state: 'loading'; domain: DomainFilter }
  | { state: 'ready'; domain: DomainFilter; users: UserListItem[] }
  | { state: 'failed'; domain: DomainFilter; detail?: string };

function useUsers(domain: DomainFilter): Listing {
  const [listing, setListing] = useState<Listing>({ state: 'loading', domain });
  useEffect(() => {
    let current = true;
    fetchUsers(domain).then(
      (users) => {
        if (current) setListing({ state: 'ready', domain, users });
      },
      (error: unknown) => {
        if (current) setListing({ state: 'failed', domain, detail: error instanceof ApiError ? error.message : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [domain]);
  // A listing for the previous filter is stale: show the loading state until the new one arrives.
  return listing.domain === domain ? listing : { state: 'loading', domain };
}

function DomainSelect({ value, onChange }: { value: DomainFilter; onChange: (value: DomainFilter) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="users-filter">
      <label htmlFor={id}>{t('users.filter.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = DOMAIN_FILTERS.find((domain) => domain === event.target.value);
          if (next) onChange(next);
        }}
      >
        {DOMAIN_FILTERS.map((domain) => (
          <option key={domain} value={domain}>
            {domain === 'all' ? t('users.filter.all') : whitelabelName(Number(domain))}
          </option>
        ))}
      </select>
    </div>
  );
}

function UsersListing({ listing }: { listing: Listing }) {
  const t = useT();
  const isMobile = useIsMobile();
  if (listing.state === 'loading') return <ContentLoading label={t('users.loading')} />;
  if (listing.state === 'failed') {
    return (
      <div className="users-error" role="alert">
        <IonIcon icon={alertCircleOutline} aria-hidden="true" />
        <p>{listing.detail ? t('users.error', { detail: listing.detail }) : t('users.error.generic')}</p>
      </div>
    );
  }
  if (listing.users.length === 0) return <p className="users-empty">{t('users.empty')}</p>;
  return (
    <>
      <p className="users-count" role="status">
        {t('users.count', { count: listing.users.length })}
      </p>
      {isMobile ? <UserCards users={listing.users} /> : <UsersTable users={listing.users} />}
    </>
  );
}

function UsersScreen() {
  const t = useT();
  const [domain, setDomain] = useState<DomainFilter>('all');
  const listing = useUsers(domain);
  useDashboardPage([{ label: t('users.title') }]);
  return (
    <div className="users">
      <header className="dash-page-header users__header">
        <div>
          <h1 className="dash-title">{t('users.title')}</h1>
          <p className="dash-subtitle">{t('users.subtitle')}</p>
        </div>
        <DomainSelect value={domain} onChange={setDomain} />
      </header>
      <UsersListing listing={listing} />
    </div>
  );
}

export function UsersPage() {
  const profile = useAtomValue(currentUserAtom);
  if (!profile?.is_admin) return <Navigate to="/dashboard" replace />;
  return <UsersScreen />;
}
