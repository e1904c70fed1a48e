// Contact messages: kept for the records, written once.
import type { Knex } from 'knex';
import type { DbContactMessageRow } from '../tables';

export type NewContactMessage = Omit<DbContactMessageRow, 'id' | 'created_at'>;

export async function insertContactMessage(db: Knex, message: NewContactMessage): Promise<DbContactMessageRow> {
  const [row] = await db<DbContactMessageRow>('contact_messages').insert(message).returning('*');
  return row!;
}
