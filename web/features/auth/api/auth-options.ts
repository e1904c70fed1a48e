// GET /api/auth/options, through the server-state cache: kept apart from the other auth calls so the
// login page, which never asks it, does not load TanStack Query.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '../../../api/client';

const AuthOptionsSchema = v.object({
  external: v.boolean(),
  signupUrl: v.optional(v.string()),
  resetUrl: v.optional(v.string()),
});
export type AuthOptions = v.InferOutput<typeof AuthOptionsSchema>;

/**
 * GET /api/auth/options: whether sign-up and password reset happen at an external OpenID Provider.
 * Asked once per page load (the answer changes only with the deployment's configuration); a failure
 * is asked again by the next page that needs it.
 */
const authOptionsQuery = queryOptions({
  queryKey: ['auth', 'options'],
  queryFn: async () => v.parse(AuthOptionsSchema, await apiGet<unknown>('/auth/options')),
  staleTime: Infinity,
});

/** The options, or null while unknown (or unreachable: the page's own form then stays, as before). */
export function useAuthOptions(): AuthOptions | null {
  return useQuery(authOptionsQuery).data ?? null;
}
