// Recovery of an approved investor's tokens to a new wallet (issue 56): the approved application stays
// read-only (spec 001 §4), so a new wallet is a request of its own that another person, an admin, decides.
// On approval the application's wallet becomes the new one and the chain commands that move the tokens are
// written in the same transaction (bff/services/wallet-changes.ts). One request waits per investor at most.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];
const WALLET = `~ '^0x[0-9a-fA-F]{40}$'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wallet_changes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('application_id').notNullable().references('kyc_applications.id');
    t.uuid('user_id').notNullable().references('users.id');
    t.text('old_wallet').notNullable();
    t.text('new_wallet').notNullable();
    t.text('status').notNullable().defaultTo('PENDING');
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('reviewed_at', { useTz: true });
    t.uuid('reviewed_by').references('users.id').onDelete('SET NULL');
    t.text('rejection_reason');
  });
  await knex.raw(`alter table wallet_changes add constraint wallet_changes_status_check check (status in (${STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  await knex.raw(`alter table wallet_changes add constraint wallet_changes_wallets_check check (old_wallet ${WALLET} and new_wallet ${WALLET} and lower(old_wallet) <> lower(new_wallet))`);
  await knex.raw(`alter table wallet_changes add constraint wallet_changes_decided_check check ((status = 'PENDING') = (reviewed_at is null) and (status <> 'REJECTED' or rejection_reason is not null))`);
  // The one waiting request of an investor; also what the users screen's review filter looks up.
  await knex.raw(`create unique index wallet_changes_pending_idx on wallet_changes (user_id) where status = 'PENDING'`);
  await knex.raw('create index wallet_changes_application_idx on wallet_changes (application_id, requested_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('wallet_changes');
}
