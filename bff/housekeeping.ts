// Periodic clean-up of what only expires: BFF sessions, the provider's models, rate-limit counters
// whose window has passed, idempotency keys older than a day and investments abandoned at their start
// step or left unpaid past their deadline, hourly; abandoned KYC uploads every 15 minutes. Safe to run
// on every replica at once (plain deletes of expired rows; each investment is rejected under its row
// lock, once).
import type { Logger } from 'pino';
import type { Db } from '../db/knex';
import { deleteExpiredSessions } from './auth/session-store';
import { deleteExpiredOidcModels } from '../db/queries/oidc-models';
import { deleteExpiredLimits } from '../db/queries/rate-limits';
import { deleteExpiredIdempotencyKeys } from '../db/queries/idempotency-keys';
import { deleteEndedChallenges } from '../db/queries/second-factors';

const EVERY_MS = 60 * 60 * 1000;
/** Abandoned uploads hold part of an identity document in clear: they go at most this long after they expire. */
const UPLOADS_EVERY_MS = 15 * 60 * 1000;

export async function cleanExpired(db: Db): Promise<{ sessions: number; oidcModels: number; rateLimits: number; idempotencyKeys: number; secondFactorChallenges: number }> {
  return {
    sessions: await deleteExpiredSessions(db),
    secondFactorChallenges: await deleteEndedChallenges(db, new Date()),
    oidcModels: await deleteExpiredOidcModels(db),
    rateLimits: await deleteExpiredLimits(db),
    idempotencyKeys: await deleteExpiredIdempotencyKeys(db),
  };
}

/**
 * `expireUploads` drops resumable uploads nobody finished (bff/kyc/tus-uploads.ts); `expireInvestments`
 * rejects investments abandoned at their start step or unpaid past their deadline, freeing what they reserved.
 */
export function startHousekeeping(db: Db, logger: Logger, jobs: { expireUploads: () => Promise<number>; expireInvestments: () => Promise<number> }): () => void {
  const run = () =>
    Promise.all([cleanExpired(db), jobs.expireInvestments()])
      .then(([removed, investments]) => logger.debug({ ...removed, investments }, 'expired rows removed'))
      .catch((err: unknown) => logger.warn({ err }, 'housekeeping failed'));
  const runUploads = () =>
    jobs
      .expireUploads()
      .then((uploads) => logger.debug({ uploads }, 'expired uploads removed'))
      .catch((err: unknown) => logger.warn({ err }, 'upload housekeeping failed'));
  void run();
  void runUploads();
  const timers = [setInterval(run, EVERY_MS), setInterval(runUploads, UPLOADS_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
