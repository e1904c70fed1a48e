// Periodic clean-up of what only expires: BFF sessions, the provider's models, rate-limit counters
// whose window has passed, idempotency keys older than a day, abandoned KYC uploads and investments
// abandoned at their start step or left unpaid past their deadline. Safe to run on every replica at
// once (plain deletes of expired rows; each investment is rejected under its row lock, once).
import type { Logger } from 'pino';
import type { Db } from '../db/knex';
import { deleteExpiredSessions } from './auth/session-store';
import { deleteExpiredOidcModels } from '../db/queries/oidc-models';
import { deleteExpiredLimits } from '../db/queries/rate-limits';
import { deleteExpiredIdempotencyKeys } from '../db/queries/idempotency-keys';

const EVERY_MS = 60 * 60 * 1000;

export async function cleanExpired(db: Db): Promise<{ sessions: number; oidcModels: number; rateLimits: number; idempotencyKeys: number }> {
  return {
    sessions: await deleteExpiredSessions(db),
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
    Promise.all([cleanExpired(db), jobs.expireUploads(), jobs.expireInvestments()])
      .then(([removed, uploads, investments]) => logger.debug({ ...removed, uploads, investments }, 'expired rows removed'))
      .catch((err: unknown) => logger.warn({ err }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
