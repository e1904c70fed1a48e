// The chain page's reads (contract: core/chain.ts): GET /api/chain and GET /api/chain/commands a page at
// a time. Both poll while the page is open: the queue moves on its own. And the admin pages' banner's,
// GET /api/chain/reconciliation.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChainCommand, ChainCommandList, ChainReconciliation, ChainStatus } from '../../../../core/chain';
import { ApiError, apiGet, apiGetPage } from '../../../api/client';
import { CHAIN_RECONCILIATION_PATH, CHAIN_STATUS_PATH, chainCommandsPath } from './chain-paths';

/** How often the page asks again: a command is signed and confirmed within seconds on a healthy chain. */
export const CHAIN_POLL_MS = 10_000;

/** How often the admin pages' banner asks: the BFF reconciles every 10 minutes. */
export const RECONCILIATION_POLL_MS = 60_000;

export const chainKeys = {
  all: ['chain'] as const,
  status: ['chain', 'status'] as const,
  reconciliation: ['chain', 'reconciliation'] as const,
  commands: (list: ChainCommandList) => ['chain', 'commands', list] as const,
};

/** The installation has no chain (404 chain_off): nothing to poll, the page says so. */
export const isChainOff = (error: unknown): boolean => error instanceof ApiError && error.code === 'chain_off';

const pollUnlessOff =
  (every: number) =>
  ({ state }: { state: { error: unknown } }) =>
    isChainOff(state.error) ? false : every;

export const chainQueries = {
  status: () => queryOptions({ queryKey: chainKeys.status, queryFn: () => apiGet<ChainStatus>(CHAIN_STATUS_PATH), refetchInterval: pollUnlessOff(CHAIN_POLL_MS) }),

  reconciliation: () =>
    queryOptions({
      queryKey: chainKeys.reconciliation,
      queryFn: () => apiGet<ChainReconciliation | null>(CHAIN_RECONCILIATION_PATH),
      refetchInterval: pollUnlessOff(RECONCILIATION_POLL_MS),
    }),

  commands: (list: ChainCommandList) =>
    infiniteQueryOptions({
      queryKey: chainKeys.commands(list),
      queryFn: ({ pageParam }) => apiGetPage<ChainCommand[]>(chainCommandsPath(list, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      refetchInterval: pollUnlessOff(CHAIN_POLL_MS),
      select: ({ pages }): ChainCommand[] => pages.flatMap((page) => page.data),
    }),
};
