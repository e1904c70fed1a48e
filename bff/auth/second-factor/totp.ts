// Authenticator-app codes (RFC 6238) with otplib: 30-second steps, six digits, a step either side for a
// phone's clock, and never the same step twice (`afterTimeStep`: a code seen once, even by an onlooker,
// is spent). The secret rests sealed under the master key, bound to its user.
import { generateSecret, generateURI, verify } from 'otplib';
import type { Vault } from '../../kyc/vault';
import type { DbSealedSecret } from '../../../db/tables';

const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address an app scans: the brand as issuer, the account's e-mail as its name. */
export const totpUri = (secret: string, issuer: string, account: string): string => generateURI({ issuer, label: account, secret });

/** The time step the code belongs to, or null when it is wrong, too old or not newer than `afterStep`. */
export async function verifyTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP verification always names its step (the union also covers HOTP's answer).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const aadOf = (userId: string) => `second-factor-totp:${userId}`;

export function sealTotpSecret(vault: Vault, userId: string, secret: string): DbSealedSecret {
  const sealed = vault.seal(aadOf(userId), Buffer.from(secret));
  return { object: sealed.object.toString('base64'), wrappedKey: sealed.wrappedKey, keyId: sealed.keyId, sha256: sealed.sha256 };
}

export function openTotpSecret(vault: Vault, userId: string, sealed: DbSealedSecret): string {
  return vault.open(aadOf(userId), Buffer.from(sealed.object, 'base64'), sealed).toString();
}
