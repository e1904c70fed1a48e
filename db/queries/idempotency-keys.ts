// Idempotency keys: the first request with a key claims it; its answer is kept so a retry with the
// same key gets the same answer instead of doing the work twice.
import type { Knex } from 'knex';

export interface IdempotencyRow {
  user_id: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  created_at: Date;
}

/** True when this request claimed the key; false when another already holds it. */
export async function claimIdempotencyKey(db: Knex, userId: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await db('idempotency_keys').insert({ user_id: userId, key, request_hash: requestHash }).onConflict(['user_id', 'key']).ignore().returning('key');
  return rows.length > 0;
}

export async function findIdempotencyKey(db: Knex, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  return db<IdempotencyRow>('idempotency_keys').where({ user_id: userId, key }).first();
}

export async function storeIdempotentResponse(db: Knex, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await db('idempotency_keys')
    .where({ user_id: userId, key })
    .update({ response_status: status, response_body: JSON.stringify(body) });
}

export async function releaseIdempotencyKey(db: Knex, userId: string, key: string): Promise<void> {
  await db('idempotency_keys').where({ user_id: userId, key }).delete();
}

/** Keys are kept a day: long enough for any client's retries. */
export async function deleteExpiredIdempotencyKeys(db: Knex, maxAgeHours = 24): Promise<number> {
  return db('idempotency_keys').where('created_at', '<', db.raw(`now() - interval '${Math.floor(maxAgeHours)} hours'`)).delete();
}
