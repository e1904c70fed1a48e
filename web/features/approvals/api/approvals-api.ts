// The approvals reads (contract: core/approvals.ts): the pending requests and the history a page at a
// time, and the menu's count. The count asks again when the window regains focus: requests arrive from
// other people's work, not from anything on this screen.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApprovalCount, ApprovalListView, ApprovalRequest } from '../../../../core/approvals';
import { apiGet, apiGetPage } from '../../../api/client';
import { APPROVAL_COUNT_PATH, approvalListPath } from './approvals-paths';

export const approvalKeys = {
  all: ['approvals'] as const,
  count: ['approvals', 'count'] as const,
  list: (view: ApprovalListView) => ['approvals', 'list', view] as const,
};

export const approvalQueries = {
  count: () => queryOptions({ queryKey: approvalKeys.count, queryFn: () => apiGet<ApprovalCount>(APPROVAL_COUNT_PATH), refetchOnWindowFocus: true }),

  list: (view: ApprovalListView) =>
    infiniteQueryOptions({
      queryKey: approvalKeys.list(view),
      queryFn: ({ pageParam }) => apiGetPage<ApprovalRequest[]>(approvalListPath(view, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      refetchOnWindowFocus: true,
      select: ({ pages }): ApprovalRequest[] => pages.flatMap((page) => page.data),
    }),
};
