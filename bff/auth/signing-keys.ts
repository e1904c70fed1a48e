// The provider's ID-token signing keys, persisted so every replica signs and verifies with the same
// set and a restart does not invalidate issued tokens. Rotation adds a new key that signs from then on;
// retired keys stay published for a grace period so tokens they signed still verify. Every replica
// takes a rotation at once, without a restart.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import type { Db } from '../../db/knex';
import { EVENTS_CHANNEL } from '../events/bus';

const RETIRED_KEYS_KEPT_MS = 7 * 24 * 3600 * 1000;

interface KeyRow {
  kid: string;
  private_jwk: JsonWebKey;
  created_at: Date;
  retired_at: Date | null;
}

function newKey(): { kid: string; private_jwk: JsonWebKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return { kid, private_jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** Inserts an active key unless one exists (replicas starting together: one unique active key, migration 0007). */
async function insertKeyIfNoneActive(db: Db) {
  const key = newKey();
  await db('oidc_signing_keys').insert({ kid: key.kid, private_jwk: JSON.stringify(key.private_jwk) }).onConflict().ignore();
}

/** The keys to configure the provider with: the active key first (it signs), then recent retired ones. */
export async function loadSigningKeys(db: Db): Promise<JsonWebKey[]> {
  const since = new Date(Date.now() - RETIRED_KEYS_KEPT_MS);
  let rows: KeyRow[] = await db<KeyRow>('oidc_signing_keys')
    .where((q) => q.whereNull('retired_at').orWhere('retired_at', '>', since))
    .orderByRaw('retired_at is not null, created_at desc');
  if (!rows.some((r) => r.retired_at === null)) {
    await insertKeyIfNoneActive(db);
    rows = await db<KeyRow>('oidc_signing_keys')
      .where((q) => q.whereNull('retired_at').orWhere('retired_at', '>', since))
      .orderByRaw('retired_at is not null, created_at desc');
  }
  return rows.map((r) => r.private_jwk);
}

/**
 * Retires the active key and creates a new one; every running replica reloads its keys when the
 * transaction commits (the notification goes out with the commit; bff/events/bus.ts).
 */
export async function rotateSigningKey(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await tx('oidc_signing_keys').whereNull('retired_at').update({ retired_at: new Date() });
    const key = newKey();
    await tx('oidc_signing_keys').insert({ kid: key.kid, private_jwk: JSON.stringify(key.private_jwk) });
    await tx.raw('select pg_notify(?, ?)', [EVENTS_CHANNEL, 'signing_keys']);
    return key.kid;
  });
}
