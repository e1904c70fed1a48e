// /dashboard/audit (docs/audit.md), for admins (RequireRole): whether the audit chain verifies, the
// filters (kept in the address), and the entries newest first in pages with 'Cargar más'; a table from
// tablet width up, cards on phones, each entry opening to show what it changed.
import { useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { chevronDownOutline } from 'ionicons/icons';
import type { AuditFilter } from '../../../core/audit';
import { failureMessage } from '../../api/failure-message';
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useIsMobile, useListAsCards } from '../../shell/use-media-query';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { NextPage } from '../../components/load-more';
import { useT } from '../../i18n/i18n';
import { auditKeys, auditQueries } from './api/audit-api';
import { AuditCards } from './audit-cards';
import { AuditFilterForm } from './audit-filter-form';
import { filterFromSearch, searchWithFilter } from './audit-filters';
import { AuditTable } from './audit-table';
import { ChainBanner } from './chain-banner';
import './audit.css';

function AuditListing({ filter }: { filter: AuditFilter }) {
  const t = useT();
  const asCards = useListAsCards();
  const query = useInfiniteQuery(auditQueries.list(filter));
  const describe = (error: unknown) => failureMessage(error, { refused: t('audit.error.generic'), offline: t('audit.error.offline') });

  if (query.error && !query.isFetchNextPageError) {
    return (
      <AlertCallout>
        <p>{t('audit.error', { message: describe(query.error) })}</p>
      </AlertCallout>
    );
  }
  const entries = query.data;
  if (!entries) return <ContentLoading label={t('audit.loading')} />;
  if (entries.length === 0) return <EmptyState list>{t('audit.empty')}</EmptyState>;

  return (
    <>
      <p className="list-count" role="status">
        {t('audit.count', { count: entries.length })}
      </p>
      {asCards ? <AuditCards entries={entries} /> : <AuditTable entries={entries} />}
      <NextPage query={query} failure={(error) => t('audit.error', { message: describe(error) })} />
    </>
  );
}

/** The filters: always shown from tablet width up; on a phone folded under 'Filtros', so the entries show first. */
function Filters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const t = useT();
  const isMobile = useIsMobile();
  // A new address (Back, a link, an applied filter) starts the form over from its filters, folded on a phone.
  const key = auditKeys.list(filter).join('|');
  const form = <AuditFilterForm key={key} filter={filter} onApply={onApply} />;
  if (!isMobile) return form;
  return (
    <details key={key} className="audit-filters-panel">
      <summary className="row cluster--spread">
        {t('audit.filters.summary', { count: Object.keys(filter).length })}
        <Icon icon={chevronDownOutline} />
      </summary>
      {form}
    </details>
  );
}

export function AuditPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  useDashboardPage([{ label: t('audit.title') }]);
  // Each applied filter is a step in the history: Back returns to the previous one.
  const apply = (next: AuditFilter) => setSearch((current) => searchWithFilter(current, next));
  return (
    <div className="audit">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('audit.title')}</h1>
        <p className="dash-subtitle">{t('audit.subtitle')}</p>
      </header>
      <ChainBanner />
      <Filters filter={filter} onApply={apply} />
      <AuditListing filter={filter} />
    </div>
  );
}
