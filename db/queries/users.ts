import type { Knex } from 'knex';
import type { DbKycStatus, DbUserRow } from '../tables';

export function findUserById(db: Knex, id: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ id }).first();
}

/**
 * Reads the user and locks the row until the transaction ends: one user's investments are created one at
 * a time, and a step, a block and a KYC decision of theirs queue up. NO KEY UPDATE, not UPDATE: a foreign
 * key's check (a blocking or a holding naming the user) takes KEY SHARE, which this lock lets through, so
 * a writer that holds a holding's row and then inserts a row naming the user never waits in a cycle.
 */
export function lockUser(tx: Knex.Transaction, id: string): Promise<DbUserRow | undefined> {
  return tx<DbUserRow>('users').where({ id }).forNoKeyUpdate().first();
}

export function findUserByEmail(db: Knex, email: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ email: email.trim().toLowerCase() }).first();
}

const USER_LIST_COLUMNS = ['id', 'email', 'full_name', 'name', 'is_admin', 'is_erir', 'status', 'kyc_status', 'domain_id', 'email_verified_at', 'created_at'] as const;

/** A users-screen row: the user with their KYC application's id and status (none: null). */
export type UserListRow = Pick<DbUserRow, (typeof USER_LIST_COLUMNS)[number]> & {
  kyc_application_id: string | null;
  kyc_application_status: DbKycStatus | null;
  wallet_change_pending: boolean;
  /** created_at in UTC to the microsecond: a page boundary never skips or repeats a row. */
  cursor_at: string;
};

export interface UserListFilter {
  domainId?: number;
  /** Only users whose KYC waits for an admin: a SUBMITTED application or a wallet change. */
  reviewOnly: boolean;
  limit: number;
  /** The last row of the previous page. */
  after?: { at: string; id: string };
}

/**
 * The users screen's page, newest first, each user's application joined in: one query per page (an
 * application per user at most, kyc_applications.user_id is unique), in users_keyset_idx's order.
 */
export function listUsers(db: Knex, filter: UserListFilter): Promise<UserListRow[]> {
  return db('users as u')
    .leftJoin('kyc_applications as k', 'k.user_id', 'u.id')
    .select(
      ...USER_LIST_COLUMNS.map((column) => `u.${column}`),
      'k.id as kyc_application_id',
      'k.status as kyc_application_status',
      db.raw(`exists (select 1 from wallet_changes w where w.user_id = u.id and w.status = 'PENDING') as wallet_change_pending`),
      db.raw(`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
    )
    .modify((query) => {
      if (filter.domainId !== undefined) query.where('u.domain_id', filter.domainId);
      if (filter.reviewOnly) query.where((q) => q.where('k.status', 'SUBMITTED').orWhereRaw(`exists (select 1 from wallet_changes w where w.user_id = u.id and w.status = 'PENDING')`));
      if (filter.after) query.whereRaw('(u.created_at, u.id) < (?::timestamptz, ?::uuid)', [filter.after.at, filter.after.id]);
    })
    .orderBy([
      { column: 'u.created_at', order: 'desc' },
      { column: 'u.id', order: 'desc' },
    ])
    .limit(filter.limit) as Promise<UserListRow[]>;
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

/** Who may decide a four-eyes request of this brand: every admin, and its ERIR users when `erir`; never `except` (its maker). Blocked accounts are left out. */
export function listApprovers(db: Knex, { domainId, erir, except }: { domainId: number; erir: boolean; except: string }): Promise<DbUserRow[]> {
  return db<DbUserRow>('users')
    .where((q) => {
      q.where('is_admin', true);
      if (erir) q.orWhere((inner) => inner.where('is_erir', true).where('domain_id', domainId));
    })
    .whereNot('id', except)
    .whereNot('status', 'BLOCKED')
    .orderBy('created_at');
}
