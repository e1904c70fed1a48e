// The BFF's sessions, addressed by the sha256 of the cookie's id (bff/auth/session-store.ts hashes).
import type { Knex } from 'knex';
import type { DbUserRow } from '../tables';

export interface NewSession {
  id_hash: string;
  user_id: string;
  id_token: string | null;
  expires_at: Date;
  user_agent: string | null;
  ip: string | null;
  /** When the sign-in proved a second factor (null: it did not). */
  second_factor_at: Date | null;
}

export interface SessionTimes {
  session_id_token: string | null;
  session_created_at: Date;
  session_last_seen_at: Date;
  session_expires_at: Date;
  session_second_factor_at: Date | null;
  /** The user has an enrolled second factor (step-up then always asks for it). */
  has_second_factor: boolean;
}

export async function insertSession(db: Knex, session: NewSession): Promise<void> {
  await db('sessions').insert(session);
}

/** The session and its user in one indexed read: every /api request starts with it. */
export function findSessionWithUser(db: Knex, idHash: string): Promise<(DbUserRow & SessionTimes) | undefined> {
  return db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id_hash', idHash)
    .first<(DbUserRow & SessionTimes) | undefined>(
      'u.*',
      's.id_token as session_id_token',
      's.created_at as session_created_at',
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      's.second_factor_at as session_second_factor_at',
      db.raw('exists (select 1 from second_factors f where f.user_id = u.id) as has_second_factor'),
    );
}

export async function touchSession(db: Knex, idHash: string, at: Date): Promise<void> {
  await db('sessions').where({ id_hash: idHash }).update({ last_seen_at: at });
}

export async function deleteSessionByHash(db: Knex, idHash: string): Promise<void> {
  await db('sessions').where({ id_hash: idHash }).delete();
}

export async function deleteUserSessions(db: Knex, userId: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}

/** Sessions past their absolute end or idle since before `idleSince`. */
export function deleteEndedSessions(db: Knex, idleSince: Date): Promise<number> {
  return db('sessions').where('expires_at', '<', new Date()).orWhere('last_seen_at', '<', idleSince).delete();
}
