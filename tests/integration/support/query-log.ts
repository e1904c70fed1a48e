// The SQL an app sends while `during` runs (knex's 'query' event on its connection): how many queries a
// request costs, and which tables they read.
import type { Db } from '../../../db/knex';

export async function queriesDuring(db: Db, during: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const record = (query: { sql: string }) => void seen.push(query.sql);
  db.on('query', record);
  try {
    await during();
  } finally {
    db.off('query', record);
  }
  return seen;
}

/** The queries that name one of these tables: a list's own reads, apart from the session's and the audit log's. */
export const naming = (queries: string[], ...tables: string[]): string[] =>
  queries.filter((sql) => tables.some((table) => new RegExp(`\\b"?${table}"?\\b`).test(sql)));

/**
 * A request's own queries, without the session's: its touch (bff/auth/session-store.ts) falls due once a
 * minute, on whichever request comes then, so two requests' costs compare only without it.
 */
export const apartFromSessions = (queries: string[]): string[] => queries.filter((sql) => !/\b"?sessions"?\b/.test(sql));
