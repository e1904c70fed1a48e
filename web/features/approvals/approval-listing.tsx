// The requests in two tabs, 'Pendientes' (oldest first: the nearest to expire on top) and 'Historial'
// (decided, expired and void ones, newest first), in pages with 'Cargar más': a table from tablet width
// up, cards on phones.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ApprovalListView } from '../../../core/approvals';
import { failureMessage } from '../../api/failure-message';
import { PagedList } from '../../components/paged-list';
import { TabbedSection } from '../../components/tab-list';
import { useT } from '../../i18n/i18n';
import { approvalQueries } from './api/approvals-api';
import { ApprovalCards } from './approval-cards';
import { ApprovalTable } from './approval-table';

function Listing({ view }: { view: ApprovalListView }) {
  const t = useT();
  const query = useInfiniteQuery(approvalQueries.list(view));
  return (
    <PagedList
      query={query}
      failure={(error) => t('approvals.error', { message: failureMessage(error, { refused: t('approvals.error.generic'), offline: t('approvals.error.offline') }) })}
      loading={t('approvals.loading')}
      empty={t(view === 'pending' ? 'approvals.empty.pending' : 'approvals.empty.history')}
      count={(count) => t('approvals.count', { count })}
      cards={(approvals) => <ApprovalCards view={view} approvals={approvals} />}
      table={(approvals) => <ApprovalTable view={view} approvals={approvals} />}
    />
  );
}

export function ApprovalListing() {
  const t = useT();
  const tabs = [
    { id: 'pending' as const, label: t('approvals.tabs.pending') },
    { id: 'history' as const, label: t('approvals.tabs.history') },
  ];
  return <TabbedSection label={t('approvals.tabs.label')} className="approvals-listing" tabs={tabs} panel={(view) => <Listing view={view} />} />;
}
