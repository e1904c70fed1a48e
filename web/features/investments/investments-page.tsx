// /dashboard/investments (spec 001 §2 "Investments list"): 'Tus Inversiones', the signed-in user's own
// investments; with ?admin=true and an admin profile, 'Todas las Inversiones' with the investor column
// and the status filter (kept in the address as ?status=, so Back from a detail finds the list as it
// was). Newest first in cursor pages with 'Cargar más'; a table from tablet width up, cards on phones.

import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { INVESTMENT_STATUSES } from '../../../core/investments';
import { failureMessage } from '../../api/failure-message';
import { useProfile, type Profile } from '../../shell/session';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useListAsCards } from '../../shell/use-media-query';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { NextPage } from '../../components/load-more';
import { FilterSelect } from '../../components/filter-select';
import { useT } from '../../i18n/i18n';
import { investmentQueries } from './api/investment-queries';
import type { ListScope, StatusFilter } from './api/investment-paths';
import { listScope } from './api/investments-api';
import { InvestmentCards } from './investment-cards';
import { statusLabel } from './investment-labels';
import { InvestmentsTable } from './investments-table';
import './investments.css';

const FILTERS: StatusFilter[] = ['all', ...INVESTMENT_STATUSES];

function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  const t = useT();
  const options = FILTERS.map((filter) => ({ value: filter, label: filter === 'all' ? t('investments.filter.all') : statusLabel(t, filter) }));
  return (
    <div className="filter-bar">
      <FilterSelect label={t('investments.filter.label')} value={value} options={options} onChange={onChange} />
    </div>
  );
}

function Listing({ scope, userId }: { scope: ListScope; userId: string }) {
  const t = useT();
  const asCards = useListAsCards();
  const query = useInfiniteQuery(investmentQueries.list(scope, userId));
  const describe = (error: unknown) => failureMessage(error, { refused: t('investments.error.generic'), offline: t('investments.error.offline') });

  if (query.error && !query.isFetchNextPageError) {
    return (
      <AlertCallout>
        <p>{t('investments.error', { message: describe(query.error) })}</p>
      </AlertCallout>
    );
  }
  const investments = query.data;
  if (!investments) return <ContentLoading label={t('investments.loading')} />;
  if (investments.length === 0) return <EmptyState list>{t(scope.admin ? 'investments.empty.admin' : 'investments.empty.user')}</EmptyState>;

  return (
    <>
      {asCards ? <InvestmentCards investments={investments} admin={scope.admin} /> : <InvestmentsTable investments={investments} admin={scope.admin} />}
      <NextPage query={query} failure={(error) => t('investments.error', { message: describe(error) })} />
    </>
  );
}

function InvestmentsScreen({ profile }: { profile: Profile }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const scope = listScope(search, profile);
  const title = t(scope.admin ? 'investments.title.admin' : 'investments.title.user');
  useDashboardPage([{ label: title }]);
  const setStatus = (status: StatusFilter) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (status === 'all') next.delete('status');
        else next.set('status', status);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="investments">
      <header className="cluster cluster--spread dash-page-header dash-page-header--tools">
        <div>
          <h1 className="dash-title">{title}</h1>
          <p className="dash-subtitle">{t(scope.admin ? 'investments.subtitle.admin' : 'investments.subtitle.user')}</p>
        </div>
        {scope.admin ? <StatusFilterSelect value={scope.status} onChange={setStatus} /> : null}
      </header>
      <Listing scope={scope} userId={profile.id} />
    </div>
  );
}

export function InvestmentsPage() {
  const profile = useProfile();
  // The dashboard shell loads the profile before any page renders.
  return profile ? <InvestmentsScreen profile={profile} /> : null;
}
