// The embedded provider's signing keys (private JWKs). One active key at most (migration 0007).
import type { JsonWebKey } from 'node:crypto';
import type { Knex } from 'knex';

export interface SigningKeyRow {
  kid: string;
  private_jwk: JsonWebKey;
  created_at: Date;
  retired_at: Date | null;
}

/** The active key first, then the keys retired after `retiredSince`, newest first. */
export function listSigningKeys(db: Knex, retiredSince: Date): Promise<SigningKeyRow[]> {
  return db<SigningKeyRow>('oidc_signing_keys')
    .where((q) => q.whereNull('retired_at').orWhere('retired_at', '>', retiredSince))
    .orderByRaw('retired_at is not null, created_at desc');
}

/** Inserts an active key unless one exists (replicas starting together keep one). */
export async function insertSigningKeyIfNoneActive(db: Knex, key: { kid: string; private_jwk: JsonWebKey }): Promise<void> {
  await db('oidc_signing_keys').insert({ kid: key.kid, private_jwk: JSON.stringify(key.private_jwk) }).onConflict().ignore();
}

export async function retireActiveSigningKey(db: Knex): Promise<void> {
  await db('oidc_signing_keys').whereNull('retired_at').update({ retired_at: new Date() });
}

export async function insertSigningKey(db: Knex, key: { kid: string; private_jwk: JsonWebKey }): Promise<void> {
  await db('oidc_signing_keys').insert({ kid: key.kid, private_jwk: JSON.stringify(key.private_jwk) });
}
