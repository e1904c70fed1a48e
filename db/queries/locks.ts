// Transaction-scoped advisory locks: work that replicas must not do twice at once (seeding) queues here.
import type { Knex } from 'knex';

export async function lockForTransaction(tx: Knex.Transaction, key: number): Promise<void> {
  await tx.raw('select pg_advisory_xact_lock(?)', [key]);
}
