// The admins' keyset-paged lists read their pages in index order instead of sorting the whole table per
// page: the users screen (newest sign-up first) and the KYC review queue (oldest submission first, the
// id breaking ties so that a page boundary between two applications submitted together is exact).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index users_keyset_idx on users (created_at desc, id desc)');
  await knex.raw('drop index kyc_applications_review_queue');
  await knex.raw(`create index kyc_applications_review_queue on kyc_applications (submitted_at, id) where status = 'SUBMITTED'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index kyc_applications_review_queue');
  await knex.raw(`create index kyc_applications_review_queue on kyc_applications (submitted_at) where status = 'SUBMITTED'`);
  await knex.raw('drop index users_keyset_idx');
}
