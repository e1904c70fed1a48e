import type { Knex } from 'knex';
import type { DbUserRow } from '../tables';

export function findUserById(db: Knex, id: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ id }).first();
}

/** Reads the user and locks the row until the transaction ends: one user's investments are created one at a time. */
export function lockUser(tx: Knex.Transaction, id: string): Promise<DbUserRow | undefined> {
  return tx<DbUserRow>('users').where({ id }).forUpdate().first();
}

export function findUserByEmail(db: Knex, email: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ email: email.trim().toLowerCase() }).first();
}

export function listUsers(db: Knex, filter: { domainId?: number | undefined }): Promise<DbUserRow[]> {
  const query = db<DbUserRow>('users').select('*').orderBy('created_at', 'desc');
  if (filter.domainId !== undefined) query.where({ domain_id: filter.domainId });
  return query;
}

export type NewUser = Partial<DbUserRow> & Pick<DbUserRow, 'email' | 'domain_id'>;

/** The new account, or undefined when the address is taken (two sign-ups at once included). */
export async function insertUserUnlessTaken(db: Knex, user: NewUser): Promise<DbUserRow | undefined> {
  const [row] = await db<DbUserRow>('users').insert(user).onConflict('email').ignore().returning('*');
  return row;
}

export function insertUsers(db: Knex, users: NewUser[]): Promise<Pick<DbUserRow, 'id' | 'email'>[]> {
  return db<DbUserRow>('users').insert(users).returning(['id', 'email']);
}

export function findUsersByEmails(db: Knex, emails: string[]): Promise<Pick<DbUserRow, 'email' | 'password_hash'>[]> {
  return db<DbUserRow>('users').whereIn('email', emails).select('email', 'password_hash');
}

/** The mailbox is proven: stamps it once (a second proof changes nothing). */
export async function markEmailVerified(db: Knex, id: string): Promise<void> {
  await db('users').where({ id }).whereNull('email_verified_at').update({ email_verified_at: db.fn.now(), updated_at: db.fn.now() });
}

/**
 * A new sign-up of an address nobody has verified yet starts the account over with what that sign-up
 * gave; undefined when the account is verified by now (the guard keeps a verified owner's password).
 */
export async function restartUnverifiedSignup(
  db: Knex,
  id: string,
  signup: Pick<DbUserRow, 'password_hash' | 'domain_id' | 'locale'>,
): Promise<DbUserRow | undefined> {
  const [row] = await db<DbUserRow>('users').where({ id }).whereNull('email_verified_at').update({ ...signup, updated_at: db.fn.now() }).returning('*');
  return row;
}

export async function setPasswordHash(db: Knex, id: string, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

export async function makeAdmin(db: Knex, id: string): Promise<void> {
  await db('users').where({ id }).update({ is_admin: true, updated_at: db.fn.now() });
}

/** The user's kyc_status follows their application (spec 001 §4 "User KYC status"). */
export async function setKycStatus(db: Knex, id: string, status: DbUserRow['kyc_status'], approvedAt: 'now' | null | undefined): Promise<void> {
  const approved = approvedAt === undefined ? {} : { kyc_approved_at: approvedAt === 'now' ? db.fn.now() : null };
  await db('users').where({ id }).update({ kyc_status: status, ...approved, updated_at: db.fn.now() });
}

/** Sets the account status only while it is still `expected`; undefined when it was not. */
export async function updateUserStatusIf(db: Knex, id: string, expected: DbUserRow['status'], status: DbUserRow['status']): Promise<DbUserRow | undefined> {
  const [row] = await db<DbUserRow>('users').where({ id, status: expected }).update({ status, updated_at: db.fn.now() }).returning('*');
  return row;
}
