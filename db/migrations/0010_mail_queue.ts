// The durable queue every outgoing mail goes through (bff/mail/mail-queue.ts): pg-boss's own tables in
// the `pgboss` schema, created by pg-boss's construction script inside this migration's transaction,
// and its `mail` queue; beside each outbox row, what delivery went through.
//
// The script is the pinned pg-boss version's; its schema version is stored in pgboss.version, and the
// BFF refuses to start on a different one. Upgrading pg-boss to a version with another schema needs a
// new migration running PgBoss.getMigrationPlans(schema, fromVersion).
import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import { jobQueueDb } from '../job-queue';

// Copied values, not imports: a migration must keep meaning what it meant when it ran.
const SCHEMA = 'pgboss';
const QUEUE = 'mail';

/** pg-boss wraps its script in BEGIN ... COMMIT; here it runs inside knex's migration transaction instead. */
function unwrapped(script: string): string {
  const match = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/.exec(script);
  if (!match?.[1]) throw new Error('pg-boss construction script is not BEGIN ... COMMIT: check the pinned version');
  return match[1];
}

export async function up(knex: Knex): Promise<void> {
  await jobQueueDb(knex).executeSql(unwrapped(PgBoss.getConstructionPlans(SCHEMA)));
  // Defaults only: every mail job is sent with its own retry limit, expiry and retention.
  const boss = new PgBoss({ db: jobQueueDb(knex), schema: SCHEMA });
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard', retryLimit: 12, retryDelay: 5, retryBackoff: false, expireInSeconds: 300, retentionMinutes: 7 * 24 * 60 });

  await knex.schema.alterTable('mail_outbox', (t) => {
    t.integer('failed_attempts').notNullable().defaultTo(0); // delivery attempts the SMTP server refused or never answered
    t.text('last_error'); // the latest refusal, for whoever looks into a late mail
    t.timestamp('failed_at', { useTz: true }); // delivery given up after the last retry; sent_at stays null
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('failed_attempts');
    t.dropColumn('last_error');
    t.dropColumn('failed_at');
  });
  await knex.raw(`drop schema ${SCHEMA} cascade`);
}
