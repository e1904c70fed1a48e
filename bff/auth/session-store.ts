// Server-side sessions. The browser holds only an opaque random id in an httpOnly cookie; the database
// keeps its sha256, so a leaked table cannot be replayed. Idle and absolute limits are enforced on
// every read.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';

export const SESSION_IDLE_MS = 2 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionRecord {
  user: DbUserRow;
  idToken: string | null;
  createdAt: Date;
}

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(
  db: Db,
  input: { userId: string; idToken?: string | null; userAgent?: string; ip?: string },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db('sessions').insert({
    id_hash: hashId(id),
    user_id: input.userId,
    id_token: input.idToken ?? null,
    expires_at: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    user_agent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return id;
}

interface SessionColumns {
  session_id_token: string | null;
  session_created_at: Date;
  session_last_seen_at: Date;
  session_expires_at: Date;
}

/** The session and its user in one indexed read: every /api request starts with it. */
export async function readSession(db: Db, id: string): Promise<SessionRecord | null> {
  const now = Date.now();
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id_hash', hashId(id))
    .first<(DbUserRow & SessionColumns) | undefined>(
      'u.*',
      's.id_token as session_id_token',
      's.created_at as session_created_at',
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
    );
  if (!row) return null;
  const { session_id_token, session_created_at, session_last_seen_at, session_expires_at, ...user } = row;
  const lastSeen = new Date(session_last_seen_at).getTime();
  if (new Date(session_expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db('sessions').where({ id_hash: hashId(id) }).update({ last_seen_at: new Date(now) });
  }
  return { user, idToken: session_id_token, createdAt: new Date(session_created_at) };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db('sessions').where({ id_hash: hashId(id) }).delete();
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  return db('sessions')
    .where('expires_at', '<', new Date())
    .orWhere('last_seen_at', '<', new Date(Date.now() - SESSION_IDLE_MS))
    .delete();
}
