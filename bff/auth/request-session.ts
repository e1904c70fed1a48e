// The session a request's signed cookie names, and its user: read the same way wherever the BFF needs to
// know who is asking (/api's authenticate, a project's page). readSession enforces the idle and
// absolute limits.
import type { Context } from 'koa';
import type { Db } from '../../db/knex';
import type { DbUserRow } from '../../db/tables';
import { readSessionCookie } from './cookies';
import { readSession, type SessionRecord } from './session-store';

export interface RequestSession {
  id: string;
  /** null when the cookie names no live session. */
  user: DbUserRow | null;
  record: SessionRecord | null;
}

/** null without a validly signed session cookie (then nothing is read). */
export async function requestSession(db: Db, ctx: Context): Promise<RequestSession | null> {
  const id = readSessionCookie(ctx);
  if (!id) return null;
  const record = await readSession(db, id);
  return { id, user: record?.user ?? null, record };
}
