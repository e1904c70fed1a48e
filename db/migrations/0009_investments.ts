// Investments (spec 001 §3 "Investment", §4): one row per investment with its amount in integer cents,
// whole tokens, a unique payment reference, the whitepaper the investor accepted (document, SHA-256,
// time) and the date of every step. Beside it the token ledger (holdings per holder and project, one
// row per mint) and the idempotency keys that make a retried request answer what the first one did.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const STATUSES = ['start', 'payment', 'review', 'erir', 'mint', 'completed', 'rejected'];
const inList = (column: string, values: string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('investments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id');
    t.uuid('project_id').notNullable().references('projects.id');
    // The investor's brand, kept with the row so lists of one brand need no join.
    t.integer('domain_id').notNullable().references('brands.domain_id');
    t.text('status').notNullable().defaultTo('start');
    t.bigInteger('amount_cents').notNullable();
    t.bigInteger('tokens').notNullable();
    t.text('payment_method').notNullable().defaultTo('bank');
    t.text('payment_reference').notNullable().unique();
    t.uuid('whitepaper_document_id').references('project_files.id').onDelete('SET NULL');
    t.text('whitepaper_filename');
    t.text('whitepaper_sha256');
    t.timestamp('whitepaper_accepted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('start_at', { useTz: true });
    t.timestamp('payment_at', { useTz: true });
    t.timestamp('payment_verified_at', { useTz: true });
    t.timestamp('review_at', { useTz: true });
    t.timestamp('erir_at', { useTz: true });
    t.timestamp('mint_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('rejected_at', { useTz: true });
    t.uuid('rejected_by').references('users.id').onDelete('SET NULL');
    t.text('rejection_reason');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table investments add constraint investments_status_check check (${inList('status', STATUSES)})`);
  await knex.raw(`alter table investments add constraint investments_amount_check check (amount_cents > 0 and tokens > 0)`);
  await knex.raw(`alter table investments add constraint investments_method_check check (payment_method = 'bank')`);
  // The owner's list, the admin list (all and by status) read newest first in keyset pages; funding
  // sums read a project's live investments.
  await knex.raw('create index investments_user_idx on investments (user_id, created_at desc, id desc)');
  await knex.raw('create index investments_created_idx on investments (created_at desc, id desc)');
  await knex.raw('create index investments_status_idx on investments (status, created_at desc, id desc)');
  await knex.raw(`create index investments_project_live_idx on investments (project_id) include (amount_cents) where status <> 'rejected'`);

  await knex.schema.createTable('token_holdings', (t) => {
    t.uuid('user_id').notNullable().references('users.id');
    t.uuid('project_id').notNullable().references('projects.id');
    t.bigInteger('tokens').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'project_id']);
  });
  await knex.raw('alter table token_holdings add constraint token_holdings_tokens_check check (tokens >= 0)');

  await knex.schema.createTable('token_mints', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('investment_id').notNullable().unique().references('investments.id');
    t.uuid('user_id').notNullable().references('users.id');
    t.uuid('project_id').notNullable().references('projects.id');
    t.bigInteger('tokens').notNullable();
    // The ledger's own reference of the mint (a transaction hash once the ledger is on a chain).
    t.text('reference').notNullable().unique();
    t.uuid('minted_by').references('users.id').onDelete('SET NULL');
    t.timestamp('minted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['project_id']);
    t.index(['user_id', 'project_id']);
  });
  await knex.raw('alter table token_mints add constraint token_mints_tokens_check check (tokens > 0)');

  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('key').notNullable();
    t.text('request_hash').notNullable();
    // Null while the first request runs.
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('token_mints');
  await knex.schema.dropTable('token_holdings');
  await knex.schema.dropTable('investments');
}
