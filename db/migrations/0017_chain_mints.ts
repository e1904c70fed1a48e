// The mint step on a chain: the admin's action writes the mint command and marks the investment as
// minting; it completes when the chain confirms (bff/services/investment-mint.ts). A failed mint clears
// the mark and says why, so the admin can mint again. A mint made on a chain names it (its reference is the transaction).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('investments', (t) => {
    t.timestamp('mint_requested_at', { useTz: true });
    t.uuid('mint_requested_by').references('users.id');
    t.text('mint_error');
  });
  await knex.schema.alterTable('token_mints', (t) => {
    // Set when the mint was made on a chain: its reference is then the transaction's hash.
    t.integer('chain_id');
  });
  // The supply check sums the mints in flight per project.
  await knex.raw(`create index investments_minting_idx on investments (project_id) where status = 'mint' and mint_requested_at is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index investments_minting_idx');
  await knex.schema.alterTable('token_mints', (t) => {
    t.dropColumn('chain_id');
  });
  await knex.schema.alterTable('investments', (t) => {
    t.dropColumn('mint_error');
    t.dropColumn('mint_requested_by');
    t.dropColumn('mint_requested_at');
  });
}
