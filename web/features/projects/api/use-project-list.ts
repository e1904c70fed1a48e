// A cursor-paged project list on screen: its projects, the failure of its first page as the message to
// show, and "load more", whose failure is a toast while the pages already shown stay.
import { useInfiniteQuery, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { failureMessage } from '../../../api/failure-message';
import { useToast } from '../../../components/toasts/use-toast';
import { useT } from '../../../i18n/i18n';
import type { ProjectList } from './project-queries';

export function useProjectList<Page, Key extends QueryKey>(options: UseInfiniteQueryOptions<Page, Error, ProjectList, Key, string | null>) {
  const t = useT();
  const toast = useToast();
  const query = useInfiniteQuery(options);
  const describe = (error: unknown) => failureMessage(error, { refused: t('catalog.error.generic'), offline: t('catalog.error.offline') });

  const loadMore = async () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    try {
      await query.fetchNextPage({ throwOnError: true });
    } catch (error) {
      toast.error(t('catalog.error', { message: describe(error) }));
    }
  };

  return {
    list: query.data,
    failure: query.error && !query.isFetchNextPageError ? describe(query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void loadMore(),
  };
}
