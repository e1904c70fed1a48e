// Resumable KYC uploads not finished yet (docs/kyc.md, "Limits on open uploads"): one row from the
// upload's creation until it finishes, is cancelled or expires. The per-user caps count these rows,
// whichever store stages the bytes and whichever replica served the upload, and the sweep finds the
// expired ones here instead of listing the staging area.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const DOCUMENT_TYPES = ['front', 'back', 'proof'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kyc_open_uploads', (t) => {
    // The tus upload id (the last segment of its URL).
    t.text('id').primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('document_type').notNullable();
    // The Upload-Length declared at creation, in bytes (a deferred length is refused).
    t.bigInteger('length').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
    t.index(['created_at']);
  });
  await knex.raw(`alter table kyc_open_uploads add constraint kyc_open_uploads_type_check check (document_type in (${DOCUMENT_TYPES.map((v) => `'${v}'`).join(', ')}))`);
  await knex.raw('alter table kyc_open_uploads add constraint kyc_open_uploads_length_check check (length >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('kyc_open_uploads');
}
