// The auth calls of spec 000 §7, through the BFF (docs/identity.md).
import { apiSend } from '../../../api/client';
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
