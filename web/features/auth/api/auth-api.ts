// The auth calls of spec 000 §7, through the BFF (docs/identity.md).
import { apiSend } from '../../../api/client';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { RecoverPasswordInput, ResetRequestInput, SigninInput, SignupInput } from '../../../../core/auth';
import type { SecondFactorChallenge } from '../../../../core/second-factor';
import type { FactorProof } from '../../../components/factor-proof-form';

interface SignedIn {
  redirectTo: string;
}

/** The password's answer: signed in (follow redirectTo), or a second factor to prove first (issue 57). */
export const signIn = (input: SigninInput) => apiSend<SignedIn | SecondFactorChallenge>('POST', '/auth/signin', input);
/** A passkey challenge for the sign-in waiting for its second factor. */
export const signInPasskeyOptions = () => apiSend<PublicKeyCredentialRequestOptionsJSON>('POST', '/auth/signin/passkey-options');
export const signInWithFactor = (proof: FactorProof) => apiSend<SignedIn>('POST', '/auth/signin/factor', proof);
export const signUp = (input: SignupInput) => apiSend<{ email: string }>('POST', '/auth/signup', input);
export const requestReset = (input: ResetRequestInput) => apiSend<void>('POST', '/auth/reset-password', input);
export const recoverPassword = (input: RecoverPasswordInput) => apiSend<void>('POST', '/auth/recover-password', input);
export const resendVerification = (email: string) => apiSend<void>('POST', '/auth/resend-verification', { email });

/** Starts a fresh sign-in at the BFF; it also ends any current session (spec: visiting login clears it). */
export function startLogin(language: string, notice?: string): void {
  const extra = notice ? `&notice=${encodeURIComponent(notice)}` : '';
  window.location.replace(`/api/auth/login?lang=${encodeURIComponent(language)}${extra}`);
}
