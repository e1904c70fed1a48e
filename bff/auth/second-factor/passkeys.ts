// Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is the configured origin the request
// resolved to (ctx.state.origin, never the Host header): its hostname is the rpID, the origin itself the
// only one accepted. User verification and resident keys are preferred, not required, so any passkey or
// security key enrols; no attestation is asked for (we trust the user's choice of device).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { DbSecondFactorRow, DbUserRow } from '../../../db/tables';

const TIMEOUT_MS = 5 * 60 * 1000;

export const rpIdOf = (origin: string): string => new URL(origin).hostname;

const descriptorOf = (factor: DbSecondFactorRow) => ({
  id: factor.credential_id!,
  transports: (factor.transports ?? []) as AuthenticatorTransport[],
});

/** The challenge a response answers (its client data names it), to find the one we issued; null when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    return decodeClientDataJSON(response.response.clientDataJSON).challenge;
  } catch {
    return null;
  }
}

export function registrationOptions(input: { origin: string; rpName: string; user: DbUserRow; passkeys: DbSecondFactorRow[] }): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: input.rpName,
    rpID: rpIdOf(input.origin),
    userName: input.user.email,
    userDisplayName: input.user.full_name ?? input.user.email,
    // The account's id: stable, and no personal data on the device beyond the name shown.
    userID: new TextEncoder().encode(input.user.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: input.passkeys.map(descriptorOf),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** The verified credential, or null when the response does not prove it for this challenge and origin. */
export async function verifyRegistration(response: RegistrationResponseJSON, challenge: string, origin: string): Promise<NewPasskey | null> {
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return { credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? response.response.transports ?? [] };
}

export function authenticationOptions(origin: string, passkeys: DbSecondFactorRow[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rpIdOf(origin),
    allowCredentials: passkeys.map(descriptorOf),
    userVerification: 'preferred',
    timeout: TIMEOUT_MS,
  });
}

/** The passkey's new counter, or null when the assertion is not this passkey's for this challenge (a counter gone back included). */
export async function verifyAuthentication(response: AuthenticationResponseJSON, challenge: string, origin: string, passkey: DbSecondFactorRow): Promise<number | null> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpIdOf(origin),
    credential: {
      id: passkey.credential_id!,
      publicKey: new Uint8Array(passkey.public_key!),
      counter: Number(passkey.counter),
      transports: descriptorOf(passkey).transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  return result?.verified ? result.authenticationInfo.newCounter : null;
}
