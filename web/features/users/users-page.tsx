// /dashboard/users (spec 000 §2, 001 §2 "Users screen"), for admins (RequireRole): every user in keyset
// pages with 'Cargar más', with a domain filter and "Pendientes de revisión" (users whose KYC application
// waits for a review: the admins' review queue), both applied by the server, the latter in the address
// (?kyc=review) so the browser's Back from a review finds the list as it was.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { DomainFilterSelect, type DomainFilter } from '../../components/domain-filter';
import { useT, type Translate } from '../../i18n/i18n';
import { Checkbox } from '../../components/field';
import { PagedList } from '../../components/paged-list';
import { UserCards } from './user-cards';
import { userQueries } from './api/users-api';
import { UsersTable } from './users-table';
import './users-page.css';

/**
 * Spec 001 §8: "Error al cargar los usuarios: {detail}", the detail being the server's words, the
 * client's for an answer that is not JSON, else "Server error: {status} {text}"; unreached, without one.
 */
function usersLoadError(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('users.error.generic');
  return t('users.error', { detail: error.message || t('users.error.status', { status: error.status, text: error.statusText }).trim() });
}

function UsersListing({ domain, reviewOnly }: { domain: DomainFilter; reviewOnly: boolean }) {
  const t = useT();
  const query = useInfiniteQuery(userQueries.list(domain, reviewOnly));
  return (
    <PagedList
      query={query}
      failure={(error) => usersLoadError(t, error)}
      loading={t('users.loading')}
      empty={t(reviewOnly ? 'users.empty.review' : 'users.empty')}
      count={(count) => t(query.hasNextPage ? 'users.count.partial' : 'users.count', { count })}
      cards={(users) => <UserCards users={users} />}
      table={(users) => <UsersTable users={users} />}
    />
  );
}

const REVIEW_PARAM = 'kyc';
const REVIEW_VALUE = 'review';

function ReviewFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return <Checkbox label={t('users.filter.review')} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

export function UsersPage() {
  const t = useT();
  const [domain, setDomain] = useState<DomainFilter>('all');
  const [search, setSearch] = useSearchParams();
  const reviewOnly = search.get(REVIEW_PARAM) === REVIEW_VALUE;
  const setReviewOnly = (checked: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set(REVIEW_PARAM, REVIEW_VALUE);
        else next.delete(REVIEW_PARAM);
        return next;
      },
      { replace: true },
    );
  useDashboardPage([{ label: t('users.title') }]);
  return (
    <div className="users">
      <header className="cluster cluster--spread dash-page-header dash-page-header--tools">
        <div>
          <h1 className="dash-title">{t('users.title')}</h1>
          <p className="dash-subtitle">{t('users.subtitle')}</p>
        </div>
        <div className="filter-bar">
          <ReviewFilter checked={reviewOnly} onChange={setReviewOnly} />
          <DomainFilterSelect
            label={t('users.filter.label')}
            allLabel={t('users.filter.all')}
            value={domain}
            onChange={setDomain}
          />
        </div>
      </header>
      <UsersListing domain={domain} reviewOnly={reviewOnly} />
    </div>
  );
}
