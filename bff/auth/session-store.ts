// Server-side sessions. The browser holds only an opaque random id in an httpOnly cookie; the database
// keeps its sha256, so a leaked table cannot be replayed. Idle and absolute limits are enforced on
// every read.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import {
  deleteEndedSessions,
  deleteSessionByHash,
  findSessionWithUser,
  insertSession,
  touchSession,
} from '../../db/queries/sessions';
import { markSessionSecondFactor } from '../../db/queries/second-factors';

export const SESSION_IDLE_MS = 2 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionRecord {
  user: DbUserRow;
  idToken: string | null;
  createdAt: Date;
  /** When this session last proved a second factor (sign-in or step-up). */
  secondFactorAt: Date | null;
  hasSecondFactor: boolean;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: string; idToken?: string | null; userAgent?: string; ip?: string; secondFactorAt?: Date | null },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await insertSession(db, {
    id_hash: hashId(id),
    user_id: input.userId,
    id_token: input.idToken ?? null,
    expires_at: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    user_agent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
    second_factor_at: input.secondFactorAt ?? null,
  });
  return id;
}

/** The session and its user, or null when it is unknown or past its idle or absolute limit (then it is removed). */
export async function readSession(db: Db, id: string): Promise<SessionRecord | null> {
  const now = Date.now();
  const row = await findSessionWithUser(db, hashId(id));
  if (!row) return null;
  const { session_id_token, session_created_at, session_last_seen_at, session_expires_at, session_second_factor_at, has_second_factor, ...user } = row;
  const lastSeen = new Date(session_last_seen_at).getTime();
  if (new Date(session_expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) await touchSession(db, hashId(id), new Date(now));
  return {
    user,
    idToken: session_id_token,
    createdAt: new Date(session_created_at),
    secondFactorAt: session_second_factor_at ? new Date(session_second_factor_at) : null,
    hasSecondFactor: has_second_factor === true,
  };
}

/** The session proved a second factor now (step-up). */
export async function markSecondFactor(db: Db, id: string, at = new Date()): Promise<void> {
  await markSessionSecondFactor(db, hashId(id), at);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await deleteSessionByHash(db, hashId(id));
}

export function deleteExpiredSessions(db: Db): Promise<number> {
  return deleteEndedSessions(db, new Date(Date.now() - SESSION_IDLE_MS));
}
