// The holder register export (docs/blocking.md) reads token holdings project by project, holder by
// holder, in keyset batches: each batch is one range read of this index instead of a sort of every
// holding. The primary key (user_id, project_id) serves the other direction (one investor's holdings).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index token_holdings_register_idx on token_holdings (project_id, user_id) include (tokens, frozen_tokens) where tokens > 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index token_holdings_register_idx');
}
