import type { Knex } from 'knex';
import type { DbBrandRow } from '../tables';

export function listBrands(db: Knex): Promise<DbBrandRow[]> {
  return db<DbBrandRow>('brands').select('*').orderBy('domain_id');
}

export function findBrandByDomainId(db: Knex, domainId: number): Promise<DbBrandRow | undefined> {
  return db<DbBrandRow>('brands').where({ domain_id: domainId }).first();
}
