// Idempotency-Key (the IETF httpapi draft's header): a client that never got an answer sends the same
// request again with the same key and gets the first answer back, so a phone on a bad network cannot
// invest twice. Keys are per user; the same key with another body is refused (422); while the first
// request still runs a retry is told to wait (409). Only successes are remembered. A deliberate refusal
// (HttpError: the services throw them before anything is written, inside the transaction that then
// rolls back) frees the key, and the retry is checked again from scratch. Any other failure (a
// timeout, a lost connection) may have come after a commit, so the key stays taken: a retry is told
// the request is in progress rather than risk doing the work twice.
import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Db } from '../../db/knex';
import { isUuid } from '../../core/uuid';
import { canonical } from '../../core/canonical-json';
import { currentUser } from './authenticate';
import { HttpError } from '../errors';
import { claimIdempotencyKey, findIdempotencyKey, releaseIdempotencyKey, storeIdempotentResponse } from '../../db/queries/idempotency-keys';

export const requestHash = (method: string, path: string, body: unknown): string =>
  createHash('sha256').update(JSON.stringify([method, path, canonical(body ?? {})])).digest('hex');

export function idempotent(db: Db): Middleware {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!isUuid(key)) throw new HttpError(400, 'idempotency_key_invalid', 'investment.idempotencyKeyInvalid');
    const user = currentUser(ctx);
    const normalisedKey = key.toLowerCase();
    const hash = requestHash(ctx.method, ctx.path, ctx.request.body);

    if (!(await claimIdempotencyKey(db, user.id, normalisedKey, hash))) {
      const first = await findIdempotencyKey(db, user.id, normalisedKey);
      if (first && first.request_hash !== hash) throw new HttpError(422, 'idempotency_key_reused', 'investment.idempotencyKeyReused');
      if (!first || first.response_status === null) {
        ctx.set('Retry-After', '1');
        throw new HttpError(409, 'idempotency_in_progress', 'investment.requestInProgress');
      }
      ctx.set('Idempotent-Replayed', 'true');
      ctx.status = first.response_status;
      ctx.body = first.response_body;
      return;
    }

    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError) await releaseIdempotencyKey(db, user.id, normalisedKey);
      throw err;
    }
    if (ctx.status >= 200 && ctx.status < 300) await storeIdempotentResponse(db, user.id, normalisedKey, ctx.status, ctx.body);
    else await releaseIdempotencyKey(db, user.id, normalisedKey);
  };
}
