// Rate limiters on a store every replica shares (rate-limiter-flexible): Redis when REDIS_URL is set,
// otherwise the app's own database (Postgres, or embedded PGlite for one process). One factory, so each
// limit states only its points and window.
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Knex } from 'knex';

export const RATE_LIMITS_TABLE = 'rate_limits';

export interface LimitOptions {
  /** Names the counter (login_pair, reset_address...). */
  name: string;
  points: number;
  durationSeconds: number;
  /** Once over the limit, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
}

export interface LimiterStore {
  readonly kind: 'redis' | 'database';
  limiter(options: LimitOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * The library's Postgres limiter asks its client for `query({ text, values })` with $n placeholders.
 * Going through knex (a pool on pg, the one connection on PGlite) needs those turned into knex's `?`.
 */
function knexQueryClient(db: Knex) {
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

export function createLimiterStore(options: { db: Knex; redisUrl?: string | undefined; keyPrefix?: string }): LimiterStore {
  const prefix = options.keyPrefix ?? 'tk';
  if (options.redisUrl) {
    // Commands fail fast while Redis is away instead of queueing: a request answers (or fails) now.
    const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', () => undefined);
    return {
      kind: 'redis',
      limiter: (o) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${o.name}`, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds ?? 0 }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const client = knexQueryClient(options.db);
  return {
    kind: 'database',
    limiter: (o) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: `${prefix}:${o.name}`,
        points: o.points,
        duration: o.durationSeconds,
        blockDuration: o.blockSeconds ?? 0,
      }),
    close: async () => undefined,
  };
}

/** Counters whose window has passed (the library keeps the expiry in epoch milliseconds); Redis expires its own. */
export function deleteExpiredLimits(db: Knex): Promise<number> {
  return db(RATE_LIMITS_TABLE).where('expire', '<', Date.now()).delete();
}
