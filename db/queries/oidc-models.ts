// oidc-provider's stored models (sessions, interactions, codes, grants), one table for every model.
import type { Knex } from 'knex';

export interface OidcModelRow {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

export type NewOidcModel = Omit<OidcModelRow, 'consumed_at' | 'payload'> & { payload: object };

export async function upsertOidcModel(db: Knex, row: NewOidcModel): Promise<void> {
  await db('oidc_models')
    .insert({ ...row, payload: JSON.stringify(row.payload) })
    .onConflict(['model', 'id'])
    .merge();
}

/** An unexpired model found by id, uid or user code. */
export function findOidcModel(
  db: Knex,
  model: string,
  where: Partial<Pick<OidcModelRow, 'id' | 'uid' | 'user_code'>>,
): Promise<Pick<OidcModelRow, 'payload' | 'consumed_at'> | undefined> {
  return db('oidc_models')
    .where({ model, ...where })
    .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
    .first<Pick<OidcModelRow, 'payload' | 'consumed_at'> | undefined>('payload', 'consumed_at');
}

export async function consumeOidcModel(db: Knex, model: string, id: string): Promise<void> {
  await db('oidc_models').where({ model, id }).update({ consumed_at: new Date() });
}

export async function deleteOidcModel(db: Knex, model: string, id: string): Promise<void> {
  await db('oidc_models').where({ model, id }).delete();
}

export async function deleteOidcGrant(db: Knex, grantId: string): Promise<void> {
  await db('oidc_models').where({ grant_id: grantId }).delete();
}

/** Everything the provider holds for an account: its sessions, grants and tokens. */
export async function deleteOidcModelsOfAccount(db: Knex, accountId: string): Promise<void> {
  await db('oidc_models').whereRaw(`payload->>'accountId' = ?`, [accountId]).delete();
}

export function deleteExpiredOidcModels(db: Knex): Promise<number> {
  return db('oidc_models').where('expires_at', '<', new Date()).delete();
}
