// Second factors' use cases (issue 57): enrolling an authenticator app or a passkey, removing one,
// recovery codes, and proving a factor (for the sign-in's second step or for step-up). Each change and
// each use is audited with the change; a failed proof is audited too. Proofs are limited per account.
import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AuditAction } from '../../../core/audit';
import type { EnrolmentResult, FactorOverview, FactorProof, ProofMethod, TotpEnrolment } from '../../../core/second-factor';
import type { Db } from '../../../db/knex';
import type { DbSecondFactorRow, DbUserRow } from '../../../db/tables';
import { insertAudit } from '../../../db/queries/audit';
import {
  countRecoveryCodesLeft,
  deleteRecoveryCodes,
  deleteSecondFactor,
  findPasskey,
  findSecondFactor,
  insertChallenge,
  insertSecondFactor,
  listSecondFactors,
  replaceRecoveryCodes,
  takeChallenge,
  takePasskeyCounter,
  takeTotpStep,
  useRecoveryCode,
} from '../../../db/queries/second-factors';
import type { Vault } from '../../kyc/vault';
import type { LimiterStore } from '../../rate-limit/store';
import { createFactorLimits } from '../../rate-limit/factor-limits';
import { badRequest, notFound } from '../../errors';
import { presentSecondFactor } from '../../presenters/second-factor';
import { authenticationOptions, challengeOf, registrationOptions, verifyAuthentication, verifyRegistration } from './passkeys';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpUri, verifyTotp } from './totp';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';

/** A pending enrolment or a ceremony's challenge stays answerable this long. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export type ProofPurpose = 'signin' | 'step_up';

/** An admin or ERIR account is expected to have a second factor (required where enforced). */
export const needsSecondFactor = (user: Pick<DbUserRow, 'is_admin' | 'is_erir'>): boolean => user.is_admin || user.is_erir;

const invalid = () => badRequest('auth.secondFactorInvalid', 'second_factor_invalid');
const expired = () => badRequest('auth.challengeExpired', 'challenge_expired');

export function createSecondFactorService(deps: { db: Db; vault: Vault; limits: LimiterStore; enforced: boolean }) {
  const { db, vault } = deps;
  const attempts = createFactorLimits(deps.limits);

  const audit = (executor: Db, user: DbUserRow, action: AuditAction, after: object) =>
    insertAudit(executor, { actorId: user.id, action, targetType: 'user', targetId: user.id, after });

  const challengeExpiry = () => new Date(Date.now() + CHALLENGE_TTL_MS);

  /** A factor just enrolled: the first one also gets the recovery codes (shown once, now). */
  async function enrolled(tx: Db, user: DbUserRow, factor: DbSecondFactorRow): Promise<EnrolmentResult> {
    const first = (await countRecoveryCodesLeft(tx, user.id)) === 0 && (await listSecondFactors(tx, user.id)).length === 1;
    const fresh = first ? newRecoveryCodes() : null;
    if (fresh) await replaceRecoveryCodes(tx, user.id, fresh.hashes);
    await audit(tx, user, 'second_factor.enrol', { factor_id: factor.id, kind: factor.kind, label: factor.label });
    return { factor: presentSecondFactor(factor), recovery_codes: fresh?.codes ?? null };
  }

  async function proveTotp(user: DbUserRow, code: string): Promise<DbSecondFactorRow | null> {
    for (const factor of (await listSecondFactors(db, user.id)).filter((f) => f.kind === 'totp')) {
      const step = await verifyTotp(openTotpSecret(vault, user.id, factor.totp_secret!), code, factor.totp_last_step);
      // The guarded write refuses a step another request took meanwhile: a code counts once.
      if (step !== null && (await takeTotpStep(db, factor.id, step, new Date()))) return factor;
    }
    return null;
  }

  async function provePasskey(user: DbUserRow, origin: string, response: AuthenticationResponseJSON, purpose: ProofPurpose): Promise<DbSecondFactorRow | null> {
    const challenge = challengeOf(response);
    if (!challenge || !(await takeChallenge(db, user.id, purpose, challenge, new Date()))) throw expired();
    const passkey = await findPasskey(db, user.id, response.id);
    if (!passkey) return null;
    const counter = await verifyAuthentication(response, challenge, origin, passkey);
    if (counter === null) return null;
    return (await takePasskeyCounter(db, passkey.id, Number(passkey.counter), counter, new Date())) ? passkey : null;
  }

  return {
    enforced: deps.enforced,

    /** Takes one attempt at a code or a passkey for this account: the seconds to wait when it tried too often, else null. */
    attempt: (userId: string): Promise<number | null> => attempts.take(userId),

    async overview(user: DbUserRow, stepUpSecondsLeft: number): Promise<FactorOverview> {
      return {
        factors: (await listSecondFactors(db, user.id)).map(presentSecondFactor),
        recovery_codes_left: await countRecoveryCodesLeft(db, user.id),
        required: needsSecondFactor(user),
        enforced: deps.enforced,
        step_up_seconds_left: stepUpSecondsLeft,
      };
    },

    /** How this account can prove a factor ([] when it has none: no second step). */
    async methodsOf(userId: string): Promise<ProofMethod[]> {
      const factors = await listSecondFactors(db, userId);
      if (factors.length === 0) return [];
      const methods: ProofMethod[] = [];
      if (factors.some((f) => f.kind === 'passkey')) methods.push('passkey');
      if (factors.some((f) => f.kind === 'totp')) methods.push('totp');
      if ((await countRecoveryCodesLeft(db, userId)) > 0) methods.push('recovery');
      return methods;
    },

    async beginTotp(user: DbUserRow, issuer: string): Promise<TotpEnrolment> {
      const secret = newTotpSecret();
      const id = randomUUID();
      await insertChallenge(db, { id, user_id: user.id, purpose: 'totp_enrolment', challenge: id, totp_secret: sealTotpSecret(vault, user.id, secret), expires_at: challengeExpiry() });
      return { enrolment_id: id, uri: totpUri(secret, issuer, user.email), secret };
    },

    /** The app's first code proves it was set up right; only then is the factor kept. */
    async confirmTotp(user: DbUserRow, input: { enrolment_id: string; code: string; label?: string | undefined }): Promise<EnrolmentResult> {
      const result = await db.transaction(async (tx) => {
        const pending = await takeChallenge(tx, user.id, 'totp_enrolment', input.enrolment_id, new Date());
        if (!pending?.totp_secret) throw expired();
        const step = await verifyTotp(openTotpSecret(vault, user.id, pending.totp_secret), input.code, null);
        // A wrong first code fails the transaction: the pending secret stays for another try.
        if (step === null) throw invalid();
        const factor = await insertSecondFactor(tx, {
          id: randomUUID(),
          user_id: user.id,
          kind: 'totp',
          label: input.label || 'Authenticator',
          totp_secret: pending.totp_secret,
          totp_last_step: step,
        });
        return enrolled(tx, user, factor);
      });
      // After the transaction: the limits may live in this same database (PGlite has one connection).
      await attempts.succeeded(user.id);
      return result;
    },

    async passkeyRegistrationOptions(user: DbUserRow, origin: string, rpName: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const passkeys = (await listSecondFactors(db, user.id)).filter((f) => f.kind === 'passkey');
      const options = await registrationOptions({ origin, rpName, user, passkeys });
      await insertChallenge(db, { id: randomUUID(), user_id: user.id, purpose: 'registration', challenge: options.challenge, expires_at: challengeExpiry() });
      return options;
    },

    async registerPasskey(user: DbUserRow, origin: string, input: { response: RegistrationResponseJSON; label?: string | undefined }): Promise<EnrolmentResult> {
      const challenge = challengeOf(input.response);
      if (!challenge || !(await takeChallenge(db, user.id, 'registration', challenge, new Date()))) throw expired();
      const passkey = await verifyRegistration(input.response, challenge, origin);
      if (!passkey) throw invalid();
      return db.transaction(async (tx) => {
        const factor = await insertSecondFactor(tx, {
          id: randomUUID(),
          user_id: user.id,
          kind: 'passkey',
          label: input.label || 'Passkey',
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports,
        }).catch((err: unknown) => {
          // The credential is someone's already (unique credential_id): not a new factor.
          if (String((err as { code?: string }).code) === '23505') throw invalid();
          throw err;
        });
        return enrolled(tx, user, factor);
      });
    },

    async remove(user: DbUserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const factor = await findSecondFactor(tx, user.id, id);
        if (!factor || !(await deleteSecondFactor(tx, user.id, id))) throw notFound('auth.factorNotFound', 'factor_not_found');
        // Recovery codes stand in for a factor: with none left they would be a factor of their own.
        if ((await listSecondFactors(tx, user.id)).length === 0) await deleteRecoveryCodes(tx, user.id);
        await audit(tx, user, 'second_factor.remove', { factor_id: factor.id, kind: factor.kind, label: factor.label });
      });
    },

    async regenerateRecoveryCodes(user: DbUserRow): Promise<string[]> {
      return db.transaction(async (tx) => {
        if ((await listSecondFactors(tx, user.id)).length === 0) throw badRequest('auth.secondFactorMissing', 'second_factor_missing');
        const fresh = newRecoveryCodes();
        await replaceRecoveryCodes(tx, user.id, fresh.hashes);
        await audit(tx, user, 'second_factor.recovery_codes', { count: fresh.codes.length });
        return fresh.codes;
      });
    },

    /** A passkey assertion's options (400 second_factor_missing without a passkey). */
    async proofOptions(user: DbUserRow, origin: string, purpose: ProofPurpose): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const passkeys = (await listSecondFactors(db, user.id)).filter((f) => f.kind === 'passkey');
      if (passkeys.length === 0) throw badRequest('auth.secondFactorMissing', 'second_factor_missing');
      const options = await authenticationOptions(origin, passkeys);
      await insertChallenge(db, { id: randomUUID(), user_id: user.id, purpose, challenge: options.challenge, expires_at: challengeExpiry() });
      return options;
    },

    /** Checks a proof (400 second_factor_invalid when wrong), once `attempt` allowed it. */
    async prove(user: DbUserRow, origin: string, proof: FactorProof, purpose: ProofPurpose): Promise<ProofMethod> {
      const proved =
        proof.method === 'totp'
          ? (await proveTotp(user, proof.code)) !== null
          : proof.method === 'recovery'
            ? await useRecoveryCode(db, user.id, hashRecoveryCode(proof.code), new Date())
            : (await provePasskey(user, origin, proof.response as unknown as AuthenticationResponseJSON, purpose)) !== null;
      if (!proved) {
        await audit(db, user, 'second_factor.failure', { method: proof.method, purpose });
        throw invalid();
      }
      await attempts.succeeded(user.id);
      await audit(db, user, purpose === 'signin' ? 'second_factor.sign_in' : 'second_factor.step_up', { method: proof.method });
      return proof.method;
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
