// Entry point for the rest of the server: pick the driver from config, talk only to the interface.
import type { BlobStore } from './blob-store';
import { FilesystemBlobStore } from './filesystem-store';
import type { MinioOptions } from './minio-store';

export type { BlobInfo, BlobStore, Bucket, PutOptions } from './blob-store';
export { BlobNotFoundError, assertValidContentType, assertValidKey, assertValidPrefix } from './blob-store';

/**
 * The MinIO driver, loaded on its first call: the MinIO client takes about half a second to load, and
 * a server on filesystem storage (the embedded default) should not pay for it at every start.
 */
function lazyMinioStore(minio: MinioOptions, bucketPrefix: string): BlobStore {
  let loaded: Promise<BlobStore> | undefined;
  const store = () => (loaded ??= import('./minio-store').then(({ MinioBlobStore }) => new MinioBlobStore({ ...minio, bucketPrefix })));
  return {
    driver: 'minio',
    init: async () => (await store()).init(),
    put: async (bucket, key, body, options) => (await store()).put(bucket, key, body, options),
    get: async (bucket, key) => (await store()).get(bucket, key),
    stat: async (bucket, key) => (await store()).stat(bucket, key),
    delete: async (bucket, key) => (await store()).delete(bucket, key),
    list: async (bucket, prefix) => (await store()).list(bucket, prefix),
    health: async () => (await store()).health(),
  };
}

/** MinIO when MINIO_ENDPOINT (and keys) are set, otherwise files under <dataDir>/blobs. */
/** What the rest of the server tells storage; bff/config builds it from the environment. */
export interface StorageOptions {
  minio: MinioOptions | undefined;
  /** Files live under <dataDir>/blobs when there is no MinIO. */
  dataDir: string;
  storageBucketPrefix: string;
}

export function createBlobStore(config: StorageOptions): BlobStore {
  if (config.minio) return lazyMinioStore(config.minio, config.storageBucketPrefix);
  return new FilesystemBlobStore(config.dataDir);
}
