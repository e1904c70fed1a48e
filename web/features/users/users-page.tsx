// /dashboard/users (spec 000 §2, 001 §2 "Users screen"): admins see every user with a domain filter;
// anyone else is sent back to /dashboard (the server refuses them too).
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { ApiError } from '../../api/client';
import { currentUserAtom } from '../../app/session';
import { useIsMobile } from '../../app/use-media-query';
import { DomainFilterSelect, type DomainFilter } from '../../components/domain-filter';
import { useT } from '../../i18n/i18n';
import { ContentLoading } from '../dashboard/content-loading';
import { useDashboardPage } from '../dashboard/use-dashboard-page';
import { UserCards } from './user-cards';
import { fetchUsers, type UserListItem } from './users-api';
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
      <header className="dash-page-header dash-page-header--tools">
        <div>
          <h1 className="dash-title">{t('users.title')}</h1>
          <p className="dash-subtitle">{t('users.subtitle')}</p>
        </div>
        <DomainFilterSelect
          className="users-filter"
          label={t('users.filter.label')}
          allLabel={t('users.filter.all')}
          value={domain}
          onChange={setDomain}
        />
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
