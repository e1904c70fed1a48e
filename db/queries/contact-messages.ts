// Contact messages: one insert, one listing for the records.
import type { Knex } from 'knex';
import type { DbContactMessageRow } from '../tables';

export type NewContactMessage = Omit<DbContactMessageRow, 'id' | 'created_at'>;

export async function insertContactMessage(db: Knex, message: NewContactMessage): Promise<DbContactMessageRow> {
  const [row] = await db<DbContactMessageRow>('contact_messages').insert(message).returning('*');
  return row!;
}

export function listContactMessages(db: Knex, domainId: number): Promise<DbContactMessageRow[]> {
  return db<DbContactMessageRow>('contact_messages').where({ domain_id: domainId }).orderBy('created_at', 'desc');
}
