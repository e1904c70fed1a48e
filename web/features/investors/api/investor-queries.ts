// The verified-investor reads as TanStack queries: the list in cursor pages (for one search), and an
// investor's open token blockings in one project, also in cursor pages. Server only: blocking state must be the server's.
import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import type { Blocking, Investor, InvestorListResponse } from '../../../../core/investors';
import { fetchInvestorPage, fetchTokenBlockings } from './investors-api';

export const investorKeys = {
  all: ['investors'] as const,
  lists: ['investors', 'list'] as const,
  blockings: (userId: string, projectId: string) => ['investors', 'blockings', userId, projectId] as const,
};

export type InvestorListData = InfiniteData<InvestorListResponse, string | null>;

/** What the screen shows: the investors of every page loaded, and what the caller may do (the first page says). */
export interface InvestorList {
  investors: Investor[];
  can: InvestorListResponse['can'];
}

export const investorQueries = {
  /** `viewerId` keeps one user's list from showing to the next one signed in on the device. */
  list: (search: string, viewerId: string) =>
    infiniteQueryOptions({
      queryKey: [...investorKeys.lists, search, viewerId],
      queryFn: ({ pageParam }) => fetchInvestorPage(search, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // While a new search loads, the last answer stays on screen (marked busy) instead of a spinner per key.
      placeholderData: keepPreviousData,
      select: ({ pages }): InvestorList => ({
        investors: pages.flatMap((page) => page.data),
        can: pages[0]?.can ?? { block: false, export: false },
      }),
    }),

  blockings: (userId: string, projectId: string) =>
    infiniteQueryOptions({
      queryKey: investorKeys.blockings(userId, projectId),
      queryFn: ({ pageParam }) => fetchTokenBlockings(userId, projectId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      select: ({ pages }): Blocking[] => pages.flatMap((page) => page.data),
    }),
};
