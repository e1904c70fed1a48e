// The master key that wraps every identity document's data key. Production sets KYC_ENCRYPTION_KEY
// (the same on every replica; config refuses to start without it). On the embedded default a key is
// generated once and kept in DATA_DIR/keys — never under DATA_DIR/blobs, so a copy of the blob folder
// alone reveals nothing.
import { createHash, randomBytes } from 'node:crypto';
import { keyFileOnce } from '../config/key-file';

export interface MasterKey {
  key: Buffer;
  /** A short fingerprint stored beside each wrapped key, so a rotated key can be told apart. */
  id: string;
}

const fingerprint = (key: Buffer) => createHash('sha256').update('tokenia-kyc-master-key').update(key).digest('hex').slice(0, 16);

export const masterKeyOf = (key: Buffer): MasterKey => ({ key, id: fingerprint(key) });

export async function loadMasterKey(configured: Buffer | undefined, dataDir: string): Promise<MasterKey> {
  if (configured) return masterKeyOf(configured);
  const { file, value } = await keyFileOnce(dataDir, 'kyc-master.key', () => randomBytes(32).toString('base64'));
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return masterKeyOf(key);
}
