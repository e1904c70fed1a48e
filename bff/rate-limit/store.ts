// Rate limiters on a store every replica shares (rate-limiter-flexible): Redis when REDIS_URL is set,
// otherwise the app's own database (Postgres, or embedded PGlite for one process). One factory, so each
// limit states only its points and window.
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/knex';
import { RATE_LIMITS_TABLE, rateLimitQueryClient } from '../../db/queries/rate-limits';

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

/** How long a starting server waits for Redis to answer before it serves requests anyway. */
const REDIS_READY_TIMEOUT_MS = 5_000;

export async function createLimiterStore(options: { db: Db; redisUrl?: string | undefined; keyPrefix?: string }): Promise<LimiterStore> {
  const prefix = options.keyPrefix ?? 'tk';
  if (options.redisUrl) {
    // Commands fail fast while Redis is away instead of queueing: a request answers (or fails) now.
    const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', () => undefined);
    // Without an offline queue, a command sent before the first connection is ready fails: a sign-in
    // in a server's first moments would be refused for nothing. A Redis that refuses or stays silent
    // does not hold the start up: the limits then fail fast, as they do whenever Redis is away.
    await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_READY_TIMEOUT_MS) }).catch(() => undefined);
    return {
      kind: 'redis',
      limiter: (o) =>
        new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${o.name}`, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds ?? 0 }),
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  const client = rateLimitQueryClient(options.db);
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

/**
 * Takes one point: null when the limit allows it, else the seconds to wait (at least 1). consume()
 * rejects with a RateLimiterRes when over the limit and with an Error when the store fails; the store's
 * failure is thrown, never mistaken for a refusal.
 */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (err) {
    if (err instanceof Error) throw err;
    return Math.max(1, Math.ceil((err instanceof RateLimiterRes ? err.msBeforeNext : 1000) / 1000));
  }
}
