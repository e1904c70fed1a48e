// oidc-provider's storage adapter on Postgres (or PGlite): the provider's sessions, interactions,
// codes and grants survive restarts and are shared by every BFF replica.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/knex';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface OidcModelRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

export function postgresAdapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private rows() {
      return db('oidc_models');
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db('oidc_models').insert(row).onConflict(['model', 'id']).merge();
    }

    private async findWhere(where: Record<string, string>): Promise<AdapterPayload | undefined> {
      const row = await this.rows()
        .where({ model: this.model, ...where })
        .andWhere((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
        .first<Pick<OidcModelRow, 'payload' | 'consumed_at'> | undefined>('payload', 'consumed_at');
      if (!row) return undefined;
      return {
        ...row.payload,
        ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere({ id });
    }

    findByUid(uid: string) {
      return this.findWhere({ uid });
    }

    findByUserCode(userCode: string) {
      return this.findWhere({ user_code: userCode });
    }

    async consume(id: string): Promise<void> {
      await this.rows().where({ model: this.model, id }).update({ consumed_at: new Date() });
    }

    async destroy(id: string): Promise<void> {
      await this.rows().where({ model: this.model, id }).delete();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db('oidc_models').where({ grant_id: grantId }).delete();
    }
  };
}

/** Housekeeping: expired provider rows are useless; a periodic job or start-up removes them. */
export async function deleteExpiredOidcModels(db: Db): Promise<number> {
  return db('oidc_models').where('expires_at', '<', new Date()).delete();
}
