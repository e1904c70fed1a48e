// The requests in two tabs, 'Pendientes' (oldest first: the nearest to expire on top) and 'Historial'
// (decided, expired and void ones, newest first), in pages with 'Cargar más': a table from tablet width
// up, cards on phones.
import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApprovalListView } from '../../../core/approvals';
import { failureMessage } from '../../api/failure-message';
import { useListAsCards } from '../../shell/use-media-query';
import { AlertCallout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { EmptyState } from '../../components/empty-state';
import { NextPage } from '../../components/load-more';
import { TabList, tabPanelProps } from '../../components/tab-list';
import { useT } from '../../i18n/i18n';
import { approvalQueries } from './api/approvals-api';
import { ApprovalCards } from './approval-cards';
import { ApprovalTable } from './approval-table';

function Listing({ view }: { view: ApprovalListView }) {
  const t = useT();
  const asCards = useListAsCards();
  const query = useInfiniteQuery(approvalQueries.list(view));
  const failure = (error: unknown) => t('approvals.error', { message: failureMessage(error, { refused: t('approvals.error.generic'), offline: t('approvals.error.offline') }) });

  if (query.error && !query.isFetchNextPageError) {
    return (
      <AlertCallout>
        <p>{failure(query.error)}</p>
      </AlertCallout>
    );
  }
  const approvals = query.data;
  if (!approvals) return <ContentLoading label={t('approvals.loading')} />;
  if (approvals.length === 0) return <EmptyState list>{t(view === 'pending' ? 'approvals.empty.pending' : 'approvals.empty.history')}</EmptyState>;
  return (
    <>
      <p className="list-count" role="status">
        {t('approvals.count', { count: approvals.length })}
      </p>
      {asCards ? <ApprovalCards view={view} approvals={approvals} /> : <ApprovalTable view={view} approvals={approvals} />}
      <NextPage query={query} failure={failure} />
    </>
  );
}

export function ApprovalListing() {
  const t = useT();
  const idBase = useId();
  const [active, setActive] = useState<ApprovalListView>('pending');
  const tabs = [
    { id: 'pending' as const, label: t('approvals.tabs.pending') },
    { id: 'history' as const, label: t('approvals.tabs.history') },
  ];
  return (
    <section className="approvals-listing" aria-label={t('approvals.tabs.label')}>
      <TabList idBase={idBase} label={t('approvals.tabs.label')} tabs={tabs} active={active} onSelect={setActive} />
      {tabs.map((tab) => (
        <div key={tab.id} {...tabPanelProps(idBase, tab.id, active)}>
          {tab.id === active ? <Listing view={tab.id} /> : null}
        </div>
      ))}
    </section>
  );
}
