// The app's one cache of server state (TanStack Query). Defaults keep the earlier loaders' ways: no
// refetch when the window regains focus or the network returns, requests sent whatever navigator.onLine
// says (the offline rule in web/offline/network-first.ts decides what an unreachable server means),
// and no retry of a refusal: a 4xx is the server's answer, not a hiccup.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The app's cache, created when the members' area or a sign-in screen that needs it first loads
 * (web/shell/query-shell.tsx provides it): the public pages never download TanStack Query. It outlives a page change, so a screen opened again
 * shows what was loaded before while it asks again.
 */
export const queryClient = createQueryClient();
