// Second factors, recovery codes, ceremony challenges and waiting sign-ins (bff/auth/second-factor/).
// Every use is a guarded write: a challenge, a recovery code or a time step is taken by the one query
// that consumes it, so two requests racing with the same proof cannot both succeed.
import type { Knex } from 'knex';
import type {
  DbChallengePurpose,
  DbPendingSignInRow,
  DbSealedSecret,
  DbSecondFactorChallengeRow,
  DbSecondFactorRow,
} from '../tables';

export type NewSecondFactor = Pick<DbSecondFactorRow, 'id' | 'user_id' | 'kind' | 'label'> &
  Partial<Pick<DbSecondFactorRow, 'credential_id' | 'public_key' | 'counter' | 'transports' | 'totp_secret' | 'totp_last_step'>>;

export function listSecondFactors(db: Knex, userId: string): Promise<DbSecondFactorRow[]> {
  return db<DbSecondFactorRow>('second_factors').where({ user_id: userId }).orderBy('created_at', 'asc');
}

export function findSecondFactor(db: Knex, userId: string, id: string): Promise<DbSecondFactorRow | undefined> {
  return db<DbSecondFactorRow>('second_factors').where({ user_id: userId, id }).first();
}

export function findPasskey(db: Knex, userId: string, credentialId: string): Promise<DbSecondFactorRow | undefined> {
  return db<DbSecondFactorRow>('second_factors').where({ user_id: userId, kind: 'passkey', credential_id: credentialId }).first();
}

export async function insertSecondFactor(db: Knex, factor: NewSecondFactor): Promise<DbSecondFactorRow> {
  const { totp_secret, public_key, ...rest } = factor;
  const [row] = await db('second_factors')
    .insert({
      ...rest,
      ...(totp_secret ? { totp_secret: JSON.stringify(totp_secret) } : {}),
      ...(public_key ? { public_key: Buffer.from(public_key) } : {}),
    })
    .returning('*');
  return row as DbSecondFactorRow;
}

export async function deleteSecondFactor(db: Knex, userId: string, id: string): Promise<boolean> {
  return (await db('second_factors').where({ user_id: userId, id }).delete()) > 0;
}

/** Records an accepted code's time step; false when that step (or a later one) was already used. */
export async function takeTotpStep(db: Knex, id: string, step: number, at: Date): Promise<boolean> {
  const updated = await db('second_factors')
    .where({ id, kind: 'totp' })
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step, last_used_at: at });
  return updated > 0;
}

/** Records a passkey's new signature counter; false when another use moved it past `counter` meanwhile. */
export async function takePasskeyCounter(db: Knex, id: string, previous: number, counter: number, at: Date): Promise<boolean> {
  const updated = await db('second_factors').where({ id, kind: 'passkey', counter: previous }).update({ counter, last_used_at: at });
  return updated > 0;
}

export async function replaceRecoveryCodes(db: Knex, userId: string, hashes: string[]): Promise<void> {
  await db('recovery_codes').where({ user_id: userId }).delete();
  await db('recovery_codes').insert(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

export async function deleteRecoveryCodes(db: Knex, userId: string): Promise<void> {
  await db('recovery_codes').where({ user_id: userId }).delete();
}

export async function countRecoveryCodesLeft(db: Knex, userId: string): Promise<number> {
  const row = await db('recovery_codes').where({ user_id: userId }).whereNull('used_at').count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/** Marks the code used; false when it is not one of the user's unused codes. */
export async function useRecoveryCode(db: Knex, userId: string, hash: string, at: Date): Promise<boolean> {
  return (await db('recovery_codes').where({ user_id: userId, code_hash: hash }).whereNull('used_at').update({ used_at: at })) > 0;
}

export async function insertChallenge(db: Knex, challenge: Omit<DbSecondFactorChallengeRow, 'totp_secret'> & { totp_secret?: DbSealedSecret }): Promise<void> {
  const { totp_secret, ...rest } = challenge;
  await db('second_factor_challenges').insert({ ...rest, ...(totp_secret ? { totp_secret: JSON.stringify(totp_secret) } : {}) });
}

/** Takes (deletes) a live challenge: it answers once. */
export async function takeChallenge(db: Knex, userId: string, purpose: DbChallengePurpose, challenge: string, now: Date): Promise<DbSecondFactorChallengeRow | undefined> {
  const [row] = await db('second_factor_challenges')
    .where({ user_id: userId, purpose, challenge })
    .andWhere('expires_at', '>', now)
    .delete()
    .returning('*');
  return row as DbSecondFactorChallengeRow | undefined;
}

export async function deleteEndedChallenges(db: Knex, now: Date): Promise<number> {
  const challenges = await db('second_factor_challenges').where('expires_at', '<=', now).delete();
  const signIns = await db('pending_sign_ins').where('expires_at', '<=', now).delete();
  return challenges + signIns;
}

/** A new waiting sign-in for this interaction (a second right password replaces the first). */
export async function upsertPendingSignIn(db: Knex, row: Omit<DbPendingSignInRow, 'attempts'>): Promise<void> {
  await db('pending_sign_ins').insert({ ...row, attempts: 0 }).onConflict('interaction_uid').merge();
}

export function findPendingSignIn(db: Knex, interactionUid: string, now: Date): Promise<DbPendingSignInRow | undefined> {
  return db<DbPendingSignInRow>('pending_sign_ins').where({ interaction_uid: interactionUid }).andWhere('expires_at', '>', now).first();
}

/** Counts one attempt at the factor; undefined when none is waiting or it has used all it may. */
export async function takePendingAttempt(db: Knex, interactionUid: string, maxAttempts: number, now: Date): Promise<DbPendingSignInRow | undefined> {
  const [row] = await db('pending_sign_ins')
    .where({ interaction_uid: interactionUid })
    .andWhere('expires_at', '>', now)
    .andWhere('attempts', '<', maxAttempts)
    .increment('attempts', 1)
    .returning('*');
  return row as DbPendingSignInRow | undefined;
}

export async function deletePendingSignIn(db: Knex, interactionUid: string): Promise<void> {
  await db('pending_sign_ins').where({ interaction_uid: interactionUid }).delete();
}

export async function markSessionSecondFactor(db: Knex, idHash: string, at: Date): Promise<void> {
  await db('sessions').where({ id_hash: idHash }).update({ second_factor_at: at });
}
