// Pure rules of second factors (issue 57): how a recovery code is written and compared, and which
// OpenID Connect `amr` values (RFC 8176) name a second factor, ours or an external issuer's.
import type { ProofMethod } from './second-factor';

/** A recovery code as compared: letters and digits only, lower case (case, spaces and dashes do not matter). */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ten characters shown as two groups of five, as they are easiest to copy by hand. */
export const formatRecoveryCode = (normalised: string): string => `${normalised.slice(0, 5)}-${normalised.slice(5)}`;

/** The `amr` our provider states for a sign-in proved with a password and this method. */
export const AMR_OF: Record<ProofMethod, string[]> = {
  passkey: ['pwd', 'hwk'],
  totp: ['pwd', 'otp'],
  recovery: ['pwd', 'otp'],
};

/** RFC 8176 values that mean a factor beyond the password (and 'mfa', which says so outright). */
const SECOND_FACTOR_AMR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sms', 'tel', 'fpt', 'face', 'iris', 'retina', 'vbm', 'sc', 'pop']);

export function amrHasSecondFactor(amr: unknown): boolean {
  return Array.isArray(amr) && amr.some((value) => typeof value === 'string' && SECOND_FACTOR_AMR.has(value.toLowerCase()));
}
