// Four eyes (issue 57): an action that moves money or tokens, or approves an identity, is stored as a
// request by the person who proposes it (the maker) and carried out only when another person (the checker)
// approves it (bff/services/four-eyes.ts). The row keeps exactly what was proposed (payload and its
// sha256) and the subject's version then: an approval of a subject changed since does nothing.
import type { Knex } from 'knex';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const KINDS = ['investment.mint', 'kyc.approve', 'investor.unblock', 'tokens.release', 'project.unblock', 'wallet.recover'];
const STATUSES = ['pending', 'approved', 'rejected', 'expired', 'void'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('approval_requests', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // The subject's brand: an ERIR user decides only their own brand's requests.
    t.integer('domain_id').notNullable().references('brands.domain_id');
    t.text('kind').notNullable();
    t.text('subject_type').notNullable();
    t.uuid('subject_id').notNullable();
    // What the service carries out on approval, as the maker's request gave it.
    t.jsonb('payload').notNullable();
    t.text('payload_hash').notNullable();
    // The subject's state the maker saw (e.g. a status and amounts, an updated_at), compared on approval.
    t.text('subject_version').notNullable();
    // What the approvers read: who or what it is about and what will happen, as it was at the proposal.
    t.text('subject_label').notNullable();
    t.text('subject_path').notNullable();
    t.jsonb('effect').notNullable();
    t.text('reason');
    t.uuid('maker_id').notNullable().references('users.id');
    t.uuid('checker_id').references('users.id');
    t.text('status').notNullable().defaultTo('pending');
    t.text('decision_comment');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
  });
  await knex.raw(`alter table approval_requests add constraint approval_requests_kind_check check (kind in (${list(KINDS)}))`);
  await knex.raw(`alter table approval_requests add constraint approval_requests_status_check check (status in (${list(STATUSES)}))`);
  // The database's own refusal of a maker approving their own request, behind the service's.
  await knex.raw('alter table approval_requests add constraint approval_requests_four_eyes_check check (checker_id is null or checker_id <> maker_id)');
  await knex.raw(`alter table approval_requests add constraint approval_requests_decided_check check ((status = 'pending') = (decided_at is null))`);
  await knex.raw(`alter table approval_requests add constraint approval_requests_hash_check check (payload_hash ~ '^[0-9a-f]{64}$')`);
  // One request waits per action and subject: a second proposal is refused (409 approval_pending).
  await knex.raw(`create unique index approval_requests_pending_idx on approval_requests (kind, subject_id) where status = 'pending'`);
  // The pending view (oldest first) and the sweep of past-due ones; the history (newest decision first).
  await knex.raw(`create index approval_requests_waiting_idx on approval_requests (created_at, id) where status = 'pending'`);
  await knex.raw(`create index approval_requests_history_idx on approval_requests (decided_at desc, id desc) where status <> 'pending'`);
  await knex.raw('create index approval_requests_subject_idx on approval_requests (subject_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('approval_requests');
}
