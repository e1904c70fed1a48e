// The provider's ID-token signing keys, persisted so every replica signs and verifies with the same
// set and a restart does not invalidate issued tokens. Rotation adds a new key that signs from then on;
// retired keys stay published for a grace period so tokens they signed still verify. Every replica
// takes a rotation at once, without a restart.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import type { Db } from '../../db/knex';
import { notifyEvent } from '../../db/queries/events';
import { insertSigningKey, insertSigningKeyIfNoneActive, listSigningKeys, retireActiveSigningKey } from '../../db/queries/signing-keys';

const RETIRED_KEYS_KEPT_MS = 7 * 24 * 3600 * 1000;

function newKey(): { kid: string; private_jwk: JsonWebKey } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return { kid, private_jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

/** The keys to configure the provider with: the active key first (it signs), then recent retired ones. */
export async function loadSigningKeys(db: Db): Promise<JsonWebKey[]> {
  const since = new Date(Date.now() - RETIRED_KEYS_KEPT_MS);
  let rows = await listSigningKeys(db, since);
  if (!rows.some((r) => r.retired_at === null)) {
    await insertSigningKeyIfNoneActive(db, newKey());
    rows = await listSigningKeys(db, since);
  }
  return rows.map((r) => r.private_jwk);
}

/**
 * Retires the active key and creates a new one; every running replica reloads its keys when the
 * transaction commits (the notification goes out with the commit; bff/events/bus.ts).
 */
export async function rotateSigningKey(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    await retireActiveSigningKey(tx);
    const key = newKey();
    await insertSigningKey(tx, key);
    await notifyEvent(tx, 'signing_keys');
    return key.kid;
  });
}
