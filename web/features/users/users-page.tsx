// /dashboard/users (spec 000 §2, 001 §2 "Users screen"), for admins (RequireRole): every user, with a
// domain filter.
import { useState } from 'react';
import { alertCircleOutline } from 'ionicons/icons';
import { ApiError } from '../../api/client';
import { useDashboardPage } from '../../app/use-dashboard-page';
import { useIsMobile } from '../../app/use-media-query';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { DomainFilterSelect, type DomainFilter } from '../../components/domain-filter';
import { EmptyState } from '../../components/empty-state';
import { useT } from '../../i18n/i18n';
import { UserCards } from './user-cards';
import { useUsers } from './api/users-api';
import { UsersTable } from './users-table';
import './users-page.css';

function UsersListing({ domain }: { domain: DomainFilter }) {
  const t = useT();
  const isMobile = useIsMobile();
  const { data: users, error } = useUsers(domain);
  if (error) {
    return (
      <Callout tone="danger" icon={alertCircleOutline} role="alert">
        <p>{error instanceof ApiError && error.message ? t('users.error', { detail: error.message }) : t('users.error.generic')}</p>
      </Callout>
    );
  }
  if (!users) return <ContentLoading label={t('users.loading')} />;
  if (users.length === 0) return <EmptyState>{t('users.empty')}</EmptyState>;
  return (
    <>
      <p className="users-count" role="status">
        {t('users.count', { count: users.length })}
      </p>
      {isMobile ? <UserCards users={users} /> : <UsersTable users={users} />}
    </>
  );
}

export function UsersPage() {
  const t = useT();
  const [domain, setDomain] = useState<DomainFilter>('all');
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
      <UsersListing domain={domain} />
    </div>
  );
}
