// The readiness probe's question to the database: does a query come back?
import type { Knex } from 'knex';

export async function pingDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}
