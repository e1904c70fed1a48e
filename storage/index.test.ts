import { describe, expect, it } from 'vitest';
import { createBlobStore } from './index';

describe('createBlobStore', () => {
  it('uses the filesystem when MinIO is not configured', () => {
    const store = createBlobStore({ minio: undefined, dataDir: '/tmp/unused', storageBucketPrefix: 'tokenia' });
    expect(store.driver).toBe('filesystem');
  });

  it('uses MinIO when it is configured (without connecting yet)', () => {
    const store = createBlobStore({
      minio: {
        endPoint: '127.0.0.1',
        port: 9000,
        useSSL: false,
        accessKey: 'access',
        secretKey: 'secret',
        region: 'us-east-1',
        bucketPrefix: 'tokenia',
      },
      dataDir: '/tmp/unused',
      storageBucketPrefix: 'tokenia',
    });
    expect(store.driver).toBe('minio');
  });
});
