// Every mail the platform sends is recorded here first; sent_at marks a delivery the SMTP server took,
// failed_attempts and last_error what went wrong before, failed_at a delivery given up.
import type { Knex } from 'knex';

export interface NewOutboxMail {
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
}

export async function insertOutboxMail(db: Knex, mail: NewOutboxMail): Promise<number> {
  const [row] = await db('mail_outbox').insert(mail).returning('id');
  return (row as { id: number }).id;
}

export async function markOutboxMailSent(db: Knex, id: number): Promise<void> {
  await db('mail_outbox').where({ id }).update({ sent_at: db.fn.now() });
}

/** One more failed attempt; `gaveUp` when it was the last one. */
export async function recordOutboxMailFailure(db: Knex, id: number, failure: { error: string; gaveUp: boolean }): Promise<void> {
  await db('mail_outbox')
    .where({ id })
    .update({
      failed_attempts: db.raw('failed_attempts + 1'),
      last_error: failure.error,
      ...(failure.gaveUp ? { failed_at: db.fn.now() } : {}),
    });
}
