// The one interface every file in the platform goes through. Drivers: filesystem (default) and
// minio (S3 protocol). "public" holds project images and documents (served by the BFF with caching);
// "private" holds KYC identity documents (served only after an ownership/admin check).
import type { Readable } from 'node:stream';

export type Bucket = 'public' | 'private';

export interface BlobInfo {
  key: string;
  size: number;
  contentType: string;
  /** Opaque content tag, stable while the object is unchanged (used for HTTP ETags). */
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
}

export interface BlobStore {
  readonly driver: 'filesystem' | 'minio';
  /** Creates buckets/directories when missing. Idempotent. */
  init(): Promise<void>;
  put(bucket: Bucket, key: string, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo>;
  /** Throws BlobNotFoundError when the key does not exist. */
  get(bucket: Bucket, key: string): Promise<{ stream: Readable; info: BlobInfo }>;
  /** null when the key does not exist. */
  stat(bucket: Bucket, key: string): Promise<BlobInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Every object whose key starts with prefix, sorted by key. */
  list(bucket: Bucket, prefix: string): Promise<BlobInfo[]>;
  /** Resolves when the backend answers; rejects with the reason otherwise. */
  health(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(
    readonly bucket: Bucket,
    readonly key: string,
  ) {
    super(`No object ${key} in the ${bucket} bucket`);
    this.name = 'BlobNotFoundError';
  }
}

/** Keys are relative, slash-separated, with no empty, "." or ".." segments. */
export function assertValidKey(key: string): void {
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
  if (!ok) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A list prefix is valid when some valid key could start with it ("" lists the whole bucket). */
export function assertValidPrefix(prefix: string): void {
  try {
    assertValidKey(`${prefix}x`);
  } catch {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix)}`);
  }
}

/** Content types travel as HTTP headers and in file headers: short printable ASCII only. */
export function assertValidContentType(contentType: string): void {
  if (!/^[\x20-\x7e]{1,255}$/.test(contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(contentType)}`);
  }
}
