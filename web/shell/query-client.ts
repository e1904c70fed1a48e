// The app's one cache of server state (TanStack Query). Defaults keep the earlier loaders' ways: no
// refetch when the window regains focus or the network returns, requests sent whatever navigator.onLine
// says (the offline rule in web/offline/network-first.ts decides what an unreachable server means),
// and no retry of a refusal: a 4xx is the server's answer, not a hiccup. A refusal for want of a second
// factor (403 second_factor_required: the account must enrol one first) asks for the profile again, which
// then says so, and the shell shows the security screen alone (shell/members/second-factor-gate.tsx).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

const MAX_RETRIES = 2;

/** The signed-in user's query (./session.ts): named here so this cache, shared with the sign-in screens, need not load the profile's schema. */
export const PROFILE_QUERY_KEY = ['session', 'profile'] as const;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'second_factor_required') void client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}

/**
 * The app's cache, created when the members' area or a sign-in screen that needs it first loads
 * (web/shell/query-shell.tsx provides it): the public pages never download TanStack Query. It outlives a page change, so a screen opened again
 * shows what was loaded before while it asks again.
 */
export const queryClient = createQueryClient();
