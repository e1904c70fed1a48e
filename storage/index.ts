// Entry point for the rest of the server: pick the driver from config, talk only to the interface.
import type { Config } from '../bff/config/env';
import type { BlobStore } from './blob-store';
import { FilesystemBlobStore } from './filesystem-store';
import { MinioBlobStore } from './minio-store';

export type { BlobInfo, BlobStore, Bucket, PutOptions } from './blob-store';
export { BlobNotFoundError, assertValidContentType, assertValidKey, assertValidPrefix } from './blob-store';

/** MinIO when MINIO_ENDPOINT (and keys) are set, otherwise files under <dataDir>/blobs. */
export function createBlobStore(config: Pick<Config, 'minio' | 'dataDir' | 'storageBucketPrefix'>): BlobStore {
  if (config.minio) return new MinioBlobStore({ ...config.minio, bucketPrefix: config.storageBucketPrefix });
  return new FilesystemBlobStore(config.dataDir);
}
