// Blockings (spec 001 §3 "Blocking", §4 "Investor", "Token blocking", "Project"): every block of a
// project, an investor or part of a holder's tokens is one row, and its release is written onto the
// same row (who, when, why): history is never deleted. The vocabulary is ERC-3643's so an on-chain
// ledger can mirror it later: a project block pauses its token, an investor block freezes the holder's
// address, a token block freezes part of a holding (token_holdings.frozen_tokens mirrors the
// contract's getFrozenTokens and the database itself refuses more frozen than held).
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const TYPES = ['project', 'investor', 'tokens'];
const inList = (column: string, values: string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blockings', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('type').notNullable();
    // The blocked investor (investor, tokens) and the project (project, tokens).
    t.uuid('user_id').references('users.id');
    t.uuid('project_id').references('projects.id');
    t.bigInteger('tokens'); // tokens only: how many of the holding are frozen
    t.text('reason').notNullable();
    t.uuid('blocked_by').references('users.id').onDelete('SET NULL');
    t.timestamp('blocked_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('released_by').references('users.id').onDelete('SET NULL');
    t.timestamp('released_at', { useTz: true });
    t.text('release_reason');
    // The ledger's reference of the freeze and of its release (a transaction hash once on a chain).
    t.text('ledger_reference');
    t.text('release_ledger_reference');
  });
  await knex.raw(`alter table blockings add constraint blockings_type_check check (${inList('type', TYPES)})`);
  await knex.raw(`alter table blockings add constraint blockings_target_check check (
    (type = 'project' and project_id is not null and user_id is null and tokens is null) or
    (type = 'investor' and user_id is not null and project_id is null and tokens is null) or
    (type = 'tokens' and user_id is not null and project_id is not null and tokens > 0))`);
  await knex.raw(`alter table blockings add constraint blockings_release_check check (
    (released_at is null and released_by is null and release_reason is null) or (released_at is not null and release_reason is not null))`);
  // The open token blockings of a holding, summed for the investors list; an investor's or a
  // project's blockings newest first for their history.
  await knex.raw(`create index blockings_open_tokens_idx on blockings (user_id, project_id) include (tokens) where type = 'tokens' and released_at is null`);
  await knex.raw('create index blockings_user_idx on blockings (user_id, blocked_at desc) where user_id is not null');
  await knex.raw('create index blockings_project_idx on blockings (project_id, blocked_at desc) where project_id is not null');

  await knex.schema.alterTable('token_holdings', (t) => {
    t.bigInteger('frozen_tokens').notNullable().defaultTo(0);
  });
  await knex.raw('alter table token_holdings add constraint token_holdings_frozen_check check (frozen_tokens >= 0 and frozen_tokens <= tokens)');

  // The verified investors list reads users with an approved KYC, newest approval first.
  await knex.raw(`create index users_verified_idx on users (kyc_approved_at desc nulls last, id desc) where kyc_status = 'ok'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_verified_idx');
  await knex.schema.alterTable('token_holdings', (t) => {
    t.dropColumn('frozen_tokens');
  });
  await knex.schema.dropTable('blockings');
}
