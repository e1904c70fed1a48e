// The investment reads as TanStack queries: the cursor-paged lists (own, or every investment for an
// admin, by status), one investment, and the project it belongs to (for its whitepaper). Server only:
// an investment's state must be the server's, never an old copy.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Investment } from '../../../../core/investments';
import type { Project } from '../../../../core/projects';
import { apiGet } from '../../../api/client';
import type { ListScope } from './investment-paths';
import { fetchInvestment, fetchInvestmentPage } from './investments-api';

/** A local chain confirms in about a second, Polygon's finality takes a few: a poll every 2 s follows either. */
const MINTING_POLL_MS = 2_000;

export const investmentKeys = {
  all: ['investments'] as const,
  lists: ['investments', 'list'] as const,
  detail: (id: string) => ['investments', 'detail', id] as const,
  project: (id: string) => ['investments', 'project', id] as const,
};

export const investmentQueries = {
  list: (scope: ListScope, userId: string) =>
    infiniteQueryOptions({
      queryKey: [...investmentKeys.lists, scope.admin ? 'admin' : 'own', scope.status, userId],
      queryFn: ({ pageParam }) => fetchInvestmentPage(scope, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      select: ({ pages }): Investment[] => pages.flatMap((page) => page.data),
    }),

  /** Polled while its mint is on its way to the chain: the page moves to completed once it is confirmed. */
  detail: (id: string) =>
    queryOptions({ queryKey: investmentKeys.detail(id), queryFn: () => fetchInvestment(id), refetchInterval: (query) => (query.state.data?.minting ? MINTING_POLL_MS : false) }),

  /** The investment's project, for its whitepaper (spec 001 §8: a failure leaves project and whitepaper empty). */
  project: (id: string) =>
    queryOptions({ queryKey: investmentKeys.project(id), queryFn: () => apiGet<Project>(`/projects/${encodeURIComponent(id)}`) }),
};
