// Transaction-scoped advisory locks: work that replicas must not do twice at once (seeding) queues here.
import type { Knex } from 'knex';

export async function lockForTransaction(tx: Knex.Transaction, key: number): Promise<void> {
  await tx.raw('select pg_advisory_xact_lock(?)', [key]);
}

/** How long this transaction's statements may wait for a row lock before failing (SQLSTATE 55P03). */
export async function limitLockWait(tx: Knex.Transaction, ms: number): Promise<void> {
  await tx.raw(`set local lock_timeout = '${Math.max(1, Math.floor(ms))}ms'`);
}

/** The error a statement gets when it waited longer than limitLockWait allows. */
export const isLockTimeout = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '55P03';
