// The rate-limit counters' table (rate-limiter-flexible's layout, migration 0006) when no Redis holds them.
import type { Knex } from 'knex';

export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * The library's Postgres limiter asks its client for `query({ text, values })` with $n placeholders.
 * Going through knex (a pool on pg, the one connection on PGlite) needs those turned into knex's `?`.
 */
export function rateLimitQueryClient(db: Knex) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const values: unknown[] = [];
      const sql = q.text.replace(/\$(\d+)/g, (_, n: string) => {
        values.push(q.values?.[Number(n) - 1]);
        return '?';
      });
      const result = (await db.raw(sql, values as Knex.RawBinding[])) as { rows: unknown[]; rowCount?: number | null };
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/** Counters whose window has passed (the library keeps the expiry in epoch milliseconds); Redis expires its own. */
export function deleteExpiredLimits(db: Knex): Promise<number> {
  return db(RATE_LIMITS_TABLE).where('expire', '<', Date.now()).delete();
}
