// The auth calls of spec 000 §7, through the BFF (docs/identity.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, apiSend } from '../../../api/client';
import type { RecoverPasswordInput, ResetRequestInput, SigninInput, SignupInput } from '../../../../core/auth';

export const signIn = (input: SigninInput) => apiSend<{ redirectTo: string }>('POST', '/auth/signin', input);
export const signUp = (input: SignupInput) => apiSend<{ email: string }>('POST', '/auth/signup', input);
export const requestReset = (input: ResetRequestInput) => apiSend<void>('POST', '/auth/reset-password', input);
export const recoverPassword = (input: RecoverPasswordInput) => apiSend<void>('POST', '/auth/recover-password', input);
export const resendVerification = (email: string) => apiSend<void>('POST', '/auth/resend-verification', { email });

/** Starts a fresh sign-in at the BFF; it also ends any current session (spec: visiting login clears it). */
export function startLogin(language: string, notice?: string): void {
  const extra = notice ? `&notice=${encodeURIComponent(notice)}` : '';
  window.location.replace(`/api/auth/login?lang=${encodeURIComponent(language)}${extra}`);
}

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
