// The audit log becomes tamper-evident (docs/audit.md): every row carries the hash of the row before
// it and its own, SHA-256 over that previous hash and the row's canonical content (core/audit-chain.ts),
// and the database refuses to change or remove a row. Rows written before this migration are chained
// here, in id order. The admin's audit screen filters by actor, action, target and date, newest first.
import type { Knex } from 'knex';
// Imported, not copied as other migrations copy their values: the canonical form can never change
// (every stored hash depends on it), and the rows chained here must verify exactly as the writer's do.
import { GENESIS_HASH, auditRowHash, type AuditChainRow } from '../../core/audit-chain';

const BACKFILL_BATCH = 500;

async function chainExistingRows(knex: Knex): Promise<void> {
  let prev = GENESIS_HASH;
  let after = 0;
  for (;;) {
    const rows = (await knex('audit_log')
      .select(
        'id',
        'actor_id',
        'action',
        'target_type',
        'target_id',
        'before',
        'after',
        'request_id',
        knex.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at`),
      )
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_BATCH)) as Omit<AuditChainRow, 'prev_hash' | 'hash'>[];
    if (rows.length === 0) return;
    const links = rows.map((row) => {
      const hash = auditRowHash(prev, row);
      const link = [row.id, prev, hash] as const;
      prev = hash;
      return link;
    });
    await knex.raw(
      `update audit_log set prev_hash = v.prev_hash, hash = v.hash
         from (values ${links.map(() => '(?::bigint, ?, ?)').join(', ')}) as v (id, prev_hash, hash)
        where audit_log.id = v.id`,
      links.flat(),
    );
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(knex: Knex): Promise<void> {
  // No row may be added while the existing ones are chained (a replica still running the previous
  // version would write one); the lock lasts until this migration commits.
  await knex.raw('lock table audit_log in exclusive mode');
  await knex.schema.alterTable('audit_log', (t) => {
    // Null only for a row written without db/queries/audit.ts: the verifier names it.
    t.text('prev_hash');
    t.text('hash');
  });
  await knex.raw(`alter table audit_log add constraint audit_log_hash_format_check check (prev_hash ~ '^[0-9a-f]{64}$' and hash ~ '^[0-9a-f]{64}$')`);
  await chainExistingRows(knex);

  // Append-only: a row once written stays as it is. Whoever needs to change history must disable the
  // trigger as the table's owner, and the chain then shows where.
  await knex.raw(`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege', hint = 'Audit rows are never changed or removed; record a new row instead.';
    end
    $$`);
  await knex.raw('create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()');
  await knex.raw('create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()');

  // Deleting a user used to null their actor_id, which would now be refused by the trigger above (and
  // would rewrite a hashed row): a user who has acted is kept, the deletion refused by name.
  await knex.raw('alter table audit_log drop constraint audit_log_actor_id_foreign');
  await knex.raw('alter table audit_log add constraint audit_log_actor_id_foreign foreign key (actor_id) references users (id) on delete restrict');

  // The audit screen: newest first (by id) within each filter.
  await knex.raw('drop index audit_log_actor_id_index');
  await knex.raw('drop index audit_log_target_type_target_id_index');
  await knex.raw('create index audit_log_actor_idx on audit_log (actor_id, id desc)');
  await knex.raw('create index audit_log_action_idx on audit_log (action, id desc)');
  await knex.raw('create index audit_log_target_idx on audit_log (target_type, target_id, id desc)');
  await knex.raw('create index audit_log_created_at_idx on audit_log (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_log_created_at_idx');
  await knex.raw('drop index audit_log_target_idx');
  await knex.raw('drop index audit_log_action_idx');
  await knex.raw('drop index audit_log_actor_idx');
  await knex.raw('create index audit_log_target_type_target_id_index on audit_log (target_type, target_id)');
  await knex.raw('create index audit_log_actor_id_index on audit_log (actor_id)');
  await knex.raw('alter table audit_log drop constraint audit_log_actor_id_foreign');
  await knex.raw('alter table audit_log add constraint audit_log_actor_id_foreign foreign key (actor_id) references users (id) on delete set null');
  await knex.raw('drop trigger audit_log_no_truncate on audit_log');
  await knex.raw('drop trigger audit_log_no_change on audit_log');
  await knex.raw('drop function audit_log_append_only()');
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('hash');
    t.dropColumn('prev_hash');
  });
}
