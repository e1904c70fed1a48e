// Comparisons of the register with the chain (bff/chain/reconcile.ts), one row per run: the latest finished
// one is what GET /api/chain shows admins. A row is written when a run starts, so replicas see a run
// under way and leave it (db/queries/chain-reconciliations.ts claimReconciliation).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chain_reconciliations', (t) => {
    t.bigIncrements('id');
    t.integer('chain_id').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true }); // null while it runs, or when the run died
    t.integer('holdings'); // compared
    t.integer('differences'); // holdings and tokens' pause that disagree; 0 is green
    // The differences field by field, and what was not compared (no wallet, no token, commands in flight).
    t.jsonb('details');
  });
  await knex.raw('create index chain_reconciliations_latest_idx on chain_reconciliations (chain_id, finished_at desc) where finished_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chain_reconciliations');
}
