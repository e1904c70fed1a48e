// Commands to the chain (bff/chain/command-worker.ts): each is written in the transaction of the change that
// causes it and carried out once, in order, by the signer's worker. A signer's next nonce lives here, not in
// the node or in memory, and a command's signed transaction is stored before it is broadcast, so a crash
// between signing and sending re-sends the same transaction instead of signing a second one.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const KINDS = [
  'deploy_registry',
  'deploy_token',
  'register_identity',
  'delete_identity',
  'mint',
  'burn',
  'set_address_frozen',
  'freeze_partial_tokens',
  'unfreeze_partial_tokens',
  'pause',
  'unpause',
  'forced_transfer',
];
const STATUSES = ['pending', 'signed', 'sent', 'confirmed', 'failed'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chain_signers', (t) => {
    t.integer('chain_id').notNullable();
    t.text('address').notNullable();
    t.bigInteger('next_nonce').notNullable().defaultTo(0); // the nonce the next signed transaction takes
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['chain_id', 'address']);
  });
  await knex.schema.createTable('chain_commands', (t) => {
    t.bigIncrements('id'); // the order a signer's commands are signed in
    t.integer('chain_id').notNullable();
    t.text('signer').notNullable();
    t.text('kind').notNullable();
    // The contract called; for a deploy, the address the contract will have (known from signer and nonce).
    t.text('contract');
    t.jsonb('args').notNullable();
    // What the command belongs to, for the effect its confirmation has (an investment, a project, a user).
    t.text('subject_type');
    t.text('subject_id');
    t.text('status').notNullable().defaultTo('pending');
    t.bigInteger('nonce');
    t.text('raw_tx'); // the signed transaction, stored before it is broadcast
    t.text('tx_hash');
    // Every hash signed for this nonce (a stuck transaction is replaced at a higher fee; either may be mined).
    t.jsonb('tx_hashes').notNullable().defaultTo('[]');
    t.bigInteger('block_number');
    t.text('block_hash');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('signed_at', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.timestamp('done_at', { useTz: true });
  });
  await knex.raw(`alter table chain_commands add constraint chain_commands_kind_check check (kind in (${KINDS.map((k) => `'${k}'`).join(', ')}))`);
  await knex.raw(`alter table chain_commands add constraint chain_commands_status_check check (status in (${STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  await knex.raw(`alter table chain_commands add constraint chain_commands_signed_check check (status = 'pending' or (status = 'failed' and nonce is null) or (nonce is not null and raw_tx is not null and tx_hash is not null))`);
  // One transaction per nonce: two commands can never be signed with the same one.
  await knex.raw('create unique index chain_commands_nonce_idx on chain_commands (chain_id, signer, nonce) where nonce is not null');
  // The worker's queue: a signer's open commands in order.
  await knex.raw(`create index chain_commands_open_idx on chain_commands (chain_id, signer, id) where status in ('pending', 'signed', 'sent')`);
  // A subject's command of one kind exists once (an investment is minted once, a project's token deployed once).
  await knex.raw(`create unique index chain_commands_once_idx on chain_commands (chain_id, kind, subject_id) where kind in ('deploy_registry', 'deploy_token', 'mint') and status <> 'failed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('chain_commands');
  await knex.schema.dropTable('chain_signers');
}
