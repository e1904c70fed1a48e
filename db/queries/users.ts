import type { Knex } from 'knex';
import type { DbUserRow } from '../tables';

export function findUserById(db: Knex, id: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ id }).first();
}

export function findUserByEmail(db: Knex, email: string): Promise<DbUserRow | undefined> {
  return db<DbUserRow>('users').where({ email: email.trim().toLowerCase() }).first();
}

export function listUsers(db: Knex, filter: { domainId?: number | undefined }): Promise<DbUserRow[]> {
  const query = db<DbUserRow>('users').select('*').orderBy('created_at', 'desc');
  if (filter.domainId !== undefined) query.where({ domain_id: filter.domainId });
  return query;
}
