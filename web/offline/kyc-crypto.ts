// Encryption at rest for what the KYC screen keeps on the device (drafts, queued identity documents):
// IndexedDB lies unencrypted on disk and outlives the session, so personal data goes in only as AES-GCM
// ciphertext under a per-user key that the page can use but never export.
import type { Sealed } from './db';
import { offlineStore } from './store';

const ALGORITHM = { name: 'AES-GCM', length: 256 } as const;
const IV_BYTES = 12;

/** The user's key, created on first use. Two first uses at once must not each keep a key of their own. */
async function userKey(userId: string): Promise<CryptoKey> {
  const { offlineDb } = await offlineStore();
  const existing = await offlineDb.kycKeys.get(userId);
  if (existing) return existing.key;
  // WebCrypto cannot run inside an IndexedDB transaction: the key is made before, and the transaction
  // keeps whichever key got there first.
  const created = await crypto.subtle.generateKey(ALGORITHM, false, ['encrypt', 'decrypt']);
  return offlineDb.transaction('rw', offlineDb.kycKeys, async () => {
    const raced = await offlineDb.kycKeys.get(userId);
    if (raced) return raced.key;
    await offlineDb.kycKeys.add({ userId, key: created });
    return created;
  });
}

export async function seal(userId: string, plain: BufferSource): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt({ name: ALGORITHM.name, iv }, await userKey(userId), plain);
  return { iv, data };
}

/** Throws when the key is gone or the record was not sealed with it (sign-out wiped the keys). */
export async function unseal(userId: string, sealed: Sealed): Promise<ArrayBuffer> {
  const { offlineDb } = await offlineStore();
  const key = await offlineDb.kycKeys.get(userId);
  if (!key) throw new Error('No KYC key on this device for this user');
  return crypto.subtle.decrypt({ name: ALGORITHM.name, iv: sealed.iv }, key.key, sealed.data);
}

export function sealJson(userId: string, value: unknown): Promise<Sealed> {
  return seal(userId, new TextEncoder().encode(JSON.stringify(value)));
}

export async function unsealJson<T>(userId: string, sealed: Sealed): Promise<T> {
  return JSON.parse(new TextDecoder().decode(await unseal(userId, sealed))) as T;
}
