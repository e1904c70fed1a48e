// oidc-provider's storage adapter on Postgres (or PGlite): the provider's sessions, interactions,
// codes and grants survive restarts and are shared by every BFF replica.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/knex';
import {
  consumeOidcModel,
  deleteOidcGrant,
  deleteOidcModel,
  findOidcModel,
  upsertOidcModel,
} from '../../db/queries/oidc-models';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function postgresAdapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertOidcModel(db, {
        model: this.model,
        id,
        payload,
        grant_id: GRANTABLE.has(this.model) || this.model === 'Grant' ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    private async findWhere(where: { id: string } | { uid: string } | { user_code: string }): Promise<AdapterPayload | undefined> {
      const row = await findOidcModel(db, this.model, where);
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
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

    consume(id: string): Promise<void> {
      return consumeOidcModel(db, this.model, id);
    }

    destroy(id: string): Promise<void> {
      return deleteOidcModel(db, this.model, id);
    }

    revokeByGrantId(grantId: string): Promise<void> {
      return deleteOidcGrant(db, grantId);
    }
  };
}
