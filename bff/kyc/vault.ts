// Envelope encryption of identity documents at rest: each object gets its own random data key;
// the bytes are sealed with AES-256-GCM under that key, and the data key is itself sealed under the
// master key and kept in the database row. A copy of the bucket holds only ciphertext; a copy of the
// database holds only wrapped keys. Documents are at most 5 MB, so they are sealed whole in memory and
// nothing is released before its authentication tag has been checked.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { MasterKey } from './master-key';

const MAGIC = Buffer.from('TKV1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  /** What goes to storage: magic, IV, tag, ciphertext. */
  object: Buffer;
  /** The data key sealed under the master key (base64), for the database row. */
  wrappedKey: string;
  keyId: string;
  /** SHA-256 of the plain bytes, checked again after decryption. */
  sha256: string;
}

export class VaultError extends Error {
  override readonly name = 'VaultError';
}

function seal(key: Buffer, plain: Buffer, aad: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new VaultError('Not a sealed object');
  }
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new VaultError('The sealed object does not authenticate');
  }
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Both layers are bound to the storage key (additional authenticated data), so a ciphertext or a
 * wrapped key moved onto another document's row does not open.
 */
export function createVault(master: MasterKey) {
  return {
    seal(storageKey: string, plain: Buffer): Sealed {
      const aad = Buffer.from(storageKey);
      const dataKey = randomBytes(32);
      try {
        return {
          object: seal(dataKey, plain, aad),
          wrappedKey: seal(master.key, dataKey, aad).toString('base64'),
          keyId: master.id,
          sha256: sha256Hex(plain),
        };
      } finally {
        dataKey.fill(0);
      }
    },

    open(storageKey: string, object: Buffer, wrapped: { wrappedKey: string; keyId: string; sha256: string }): Buffer {
      if (wrapped.keyId !== master.id) throw new VaultError(`Sealed under another master key (${wrapped.keyId})`);
      const aad = Buffer.from(storageKey);
      const dataKey = open(master.key, Buffer.from(wrapped.wrappedKey, 'base64'), aad);
      try {
        const plain = open(dataKey, object, aad);
        if (sha256Hex(plain) !== wrapped.sha256) throw new VaultError('Decrypted bytes differ from the recorded digest');
        return plain;
      } finally {
        dataKey.fill(0);
      }
    },
  };
}

export type Vault = ReturnType<typeof createVault>;
