// Every mail the platform sends is recorded here first; sent_at marks a delivery the SMTP server took.
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
