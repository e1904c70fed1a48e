// The cursor of a keyset page: the last row's ordering instant (to the microsecond) and id, or its id
// alone, opaque to clients. Nothing decodes that would reach the database as a bad cast (a 500): a
// hand-made cursor decodes only if its instant and id are ones the database reads as such.
import type { Message } from '../../core/messages';
import { isUuid } from '../../core/uuid';
import { badRequest } from '../errors';

export interface KeysetPosition {
  at: string;
  id: string;
}

/** A position in a list whose instant may be missing (such rows sort last): `at` null is one of those. */
export interface NullableKeysetPosition {
  at: string | null;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (row: { cursor_at: string | null; id: string }): string => Buffer.from(`${row.cursor_at ?? ''}|${row.id}`).toString('base64url');

export function decodeNullableCursor(cursor: string, invalid: Message): NullableKeysetPosition {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const millis = at?.slice(0, 23);
  const realInstant = at === '' || (!!at && CURSOR_AT.test(at) && new Date(`${millis}Z`).toISOString().slice(0, 23) === millis);
  if (at === undefined || !realInstant || !id || !isUuid(id) || rest.length > 0) throw badRequest(invalid, 'cursor_invalid');
  return { at: at || null, id };
}

export function decodeCursor(cursor: string, invalid: Message): KeysetPosition {
  const { at, id } = decodeNullableCursor(cursor, invalid);
  if (at === null) throw badRequest(invalid, 'cursor_invalid');
  return { at, id };
}

/** A page of `limit` rows out of `limit + 1` fetched, and the cursor (its last row, encoded) of the next page when there is one. */
export function pageBy<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]!) : null };
}

/** A page of rows ordered by an instant (possibly missing) and id. */
export const pageOf = <T extends { cursor_at: string | null; id: string }>(rows: T[], limit: number) => pageBy(rows, limit, encodeCursor);

/**
 * The cursor of a list ordered by a bigint id alone (the audit log's: its ids follow the hash chain).
 * Only digits decode, to a safe integer.
 */
export const encodeIdCursor = (id: number): string => Buffer.from(String(id)).toString('base64url');

export function decodeIdCursor(cursor: string, invalid: Message): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = Number(text);
  if (!/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(id)) throw badRequest(invalid, 'cursor_invalid');
  return id;
}
