// The BlobStore contract against every driver: the filesystem, the MinIO driver against an in-process
// s3rver, and a real MinIO when MINIO_ENDPOINT is set. Plus what only one driver can show.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import * as Minio from 'minio';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MinioOptions as MinioConfig } from '../../storage/minio-store';
import { loadConfig } from '../../bff/config/env';
import { describeBlobStoreContract } from '../../storage/blob-store.contract';
import { FilesystemBlobStore } from '../../storage/filesystem-store';
import type { MinioStoreOptions } from '../../storage/minio-store';
import { MinioBlobStore } from '../../storage/minio-store';

async function freshDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'blob-store-'));
}

/** A MinIO store under a bucket prefix of its own; cleanup empties and removes its buckets. */
function minioSubject(connection: Omit<MinioConfig, 'bucketPrefix'>, options: MinioStoreOptions = {}) {
  const bucketPrefix = `t-${randomUUID().slice(0, 8)}`;
  const store = new MinioBlobStore({ ...connection, bucketPrefix }, options);
  const cleanup = async () => {
    const admin = new Minio.Client({ ...connection });
    for (const name of [`${bucketPrefix}-public`, `${bucketPrefix}-private`]) {
      if (!(await admin.bucketExists(name))) continue;
      const keys: string[] = [];
      for await (const item of admin.listObjectsV2(name, '', true) as AsyncIterable<Minio.BucketItem>) {
        if (item.name !== undefined) keys.push(item.name);
      }
      for (const key of keys) await admin.removeObject(name, key);
      await admin.removeBucket(name);
    }
  };
  return { store, cleanup };
}

/**
 * s3rver implements multipart uploads but not ListMultipartUploads, which the minio client calls first
 * to resume an earlier upload. Answering "none in progress" lets the multipart path run against it.
 */
function answerNoUploadsInProgress(server: S3rver): void {
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method !== 'GET' || !('uploads' in ctx.query)) return next();
    ctx.type = 'application/xml';
    ctx.body = '<ListMultipartUploadsResult><MaxUploads>1000</MaxUploads></ListMultipartUploadsResult>';
  });
}

function itStreamsMultipartUploads(connection: () => Omit<MinioConfig, 'bucketPrefix'>): void {
  it('streams a body longer than one part as a multipart upload', async () => {
    const partSize = 5 * 1024 * 1024; // the S3 minimum
    const { store, cleanup } = minioSubject(connection(), { partSize });
    try {
      await store.init();
      const body = randomBytes(2 * partSize + 1024 * 1024);
      const pieces = Array.from({ length: 11 }, (_, i) => body.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
      const put = await store.put('private', 'big/upload.bin', Readable.from(pieces), {
        contentType: 'application/octet-stream',
      });
      expect(put.size).toBe(body.length);
      const { stream, info } = await store.get('private', 'big/upload.bin');
      expect((await readAll(stream)).equals(body)).toBe(true);
      expect(info).toEqual(put);
    } finally {
      await cleanup();
    }
  });
}

describeBlobStoreContract('filesystem', async () => {
  const dir = await freshDir();
  return { store: new FilesystemBlobStore(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

describe('filesystem driver specifics', () => {
  let dir: string;
  let store: FilesystemBlobStore;

  beforeEach(async () => {
    dir = await freshDir();
    store = new FilesystemBlobStore(dir);
    await store.init();
  });

  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps each object at <dataDir>/blobs/<bucket>/<key>, with no stray files', async () => {
    await store.put('private', 'kyc/9/selfie.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    expect(await readdir(path.join(dir, 'blobs', 'private', 'kyc', '9'))).toEqual(['selfie.jpg']);
    expect(await readdir(path.join(dir, 'blobs', '.tmp'))).toEqual([]);
  });

  it('stores keys that look like metadata or temp names as ordinary objects', async () => {
    for (const key of ['a', 'a.meta.json', '.tmp', '.meta']) {
      await store.put('public', key, Buffer.from(key), { contentType: 'text/plain' });
    }
    expect((await store.list('public', '')).map((i) => i.key)).toEqual(['.meta', '.tmp', 'a', 'a.meta.json']);
    expect((await readAll((await store.get('public', 'a')).stream)).toString()).toBe('a');
  });

  it('uses the sha256 of the content as the etag', async () => {
    const info = await store.put('public', 'x', Buffer.from('abc'), { contentType: 'text/plain' });
    expect(info.etag).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('removes the temp file of a failed upload', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(1024);
        throw new Error('aborted');
      })(),
    );
    await expect(store.put('public', 'x', failing, { contentType: 'text/plain' })).rejects.toThrow('aborted');
    expect(await readdir(path.join(dir, 'blobs', '.tmp'))).toEqual([]);
  });

  it('says clearly when a key clashes with a "folder" of other keys', async () => {
    await store.put('public', 'a/b', Buffer.from('b'), { contentType: 'text/plain' });
    await expect(store.put('public', 'a', Buffer.from('a'), { contentType: 'text/plain' })).rejects.toThrow(/clashes/);
    await expect(store.put('public', 'a/b/c', Buffer.from('c'), { contentType: 'text/plain' })).rejects.toThrow(/clashes/);
    expect(await readdir(path.join(dir, 'blobs', '.tmp'))).toEqual([]);
  });

  it('sweeps temp files left by a crash at init, but not recent ones', async () => {
    const tmp = path.join(dir, 'blobs', '.tmp');
    await writeFile(path.join(tmp, 'stale'), 'x');
    await writeFile(path.join(tmp, 'in-flight'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(tmp, 'stale'), twoHoursAgo, twoHoursAgo);
    await store.init();
    expect(await readdir(tmp)).toEqual(['in-flight']);
  });

  it('fails the health check when the directory is gone', async () => {
    await rm(path.join(dir, 'blobs'), { recursive: true });
    await expect(store.health()).rejects.toThrow();
  });
});

describe('minio driver against s3rver', () => {
  let s3rver: S3rver;
  let s3rverDir: string;
  let connection: Omit<MinioConfig, 'bucketPrefix'>;

  beforeAll(async () => {
    s3rverDir = await freshDir();
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3rverDir, silent: true });
    answerNoUploadsInProgress(s3rver);
    const { port } = await s3rver.run();
    connection = {
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    };
  });

  afterAll(async () => {
    await s3rver?.close();
    if (s3rverDir) await rm(s3rverDir, { recursive: true, force: true });
  });

  // s3rver streams a PUT straight into the object file; MinIO and S3 commit whole objects.
  describeBlobStoreContract('minio on s3rver', async () => minioSubject(connection), { atomicOverwrites: false });

  itStreamsMultipartUploads(() => connection);

  it('fails the health check until init has created the buckets', async () => {
    const { store, cleanup } = minioSubject(connection);
    await expect(store.health()).rejects.toThrow(/does not exist/);
    await store.init();
    await store.health();
    await cleanup();
  });
});

const realMinio = process.env.MINIO_ENDPOINT ? loadConfig().minio : undefined;

describe.skipIf(!realMinio)('minio driver against a real MinIO (MINIO_ENDPOINT)', () => {
  const connection = realMinio as MinioConfig;

  describeBlobStoreContract('minio', async () => minioSubject(connection));

  itStreamsMultipartUploads(() => connection);
});
