// The behaviour every BlobStore driver must show, as one vitest suite each driver's test runs against
// its own backend (the same tests on every engine, as Backstage does for databases).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { BlobNotFoundError } from './blob-store';

export interface ContractSubject {
  /** A store over an empty backend; the suite calls init() itself. */
  store: BlobStore;
  cleanup(): Promise<void>;
}

const MiB = 1024 * 1024;

/** A stream that hands the bytes over in pieces, the way an upload arrives. */
function streamOf(bytes: Buffer, pieceSize = 64 * 1024): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += pieceSize) pieces.push(bytes.subarray(at, at + pieceSize));
  return Readable.from(pieces);
}

function failingStream(bytesBeforeFailure: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytesBeforeFailure;
      throw new Error('connection reset by the uploader');
    })(),
  );
}

export interface ContractOptions {
  /** False for test peers that write objects in place (s3rver), so racing writers can interleave. */
  atomicOverwrites?: boolean;
}

export function describeBlobStoreContract(
  name: string,
  make: () => Promise<ContractSubject>,
  { atomicOverwrites = true }: ContractOptions = {},
): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: BlobStore;

    beforeEach(async () => {
      subject = await make();
      store = subject.store;
      await store.init();
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    async function getBytes(bucket: 'public' | 'private', key: string) {
      const { stream, info } = await store.get(bucket, key);
      return { bytes: await readAll(stream), info };
    }

    it('answers health checks once initialised, and init is idempotent', async () => {
      await store.health();
      await store.put('public', 'keep/me.txt', Buffer.from('still here'), { contentType: 'text/plain' });
      await store.init();
      await store.health();
      expect((await getBytes('public', 'keep/me.txt')).bytes.toString()).toBe('still here');
    });

    it('stores a Buffer and returns the same bytes and content type', async () => {
      const body = Buffer.from('%PDF-1.7 tokenised asset prospectus');
      const put = await store.put('public', 'projects/42/docs/prospectus.pdf', body, { contentType: 'application/pdf' });
      expect(put).toMatchObject({ key: 'projects/42/docs/prospectus.pdf', size: body.length, contentType: 'application/pdf' });
      expect(put.etag).not.toBe('');
      expect(put.lastModified).toBeInstanceOf(Date);

      const { bytes, info } = await getBytes('public', 'projects/42/docs/prospectus.pdf');
      expect(bytes.equals(body)).toBe(true);
      expect(info).toEqual(put);
    });

    it('stores a stream, including a 3 MiB one that arrives in pieces', async () => {
      const small = Buffer.from('a short stream');
      await store.put('private', 'kyc/7/note.txt', streamOf(small, 4), { contentType: 'text/plain' });
      expect((await getBytes('private', 'kyc/7/note.txt')).bytes.equals(small)).toBe(true);

      const large = randomBytes(3 * MiB);
      const put = await store.put('private', 'kyc/7/passport.jpg', streamOf(large), { contentType: 'image/jpeg' });
      expect(put.size).toBe(3 * MiB);
      const { bytes, info } = await getBytes('private', 'kyc/7/passport.jpg');
      expect(info.contentType).toBe('image/jpeg');
      expect(bytes.length).toBe(large.length);
      expect(bytes.equals(large)).toBe(true);
    });

    it('stores streams of strings and empty objects', async () => {
      await store.put('public', 'text.txt', Readable.from(['hola ', 'mundo']), { contentType: 'text/plain; charset=utf-8' });
      const text = await getBytes('public', 'text.txt');
      expect(text.bytes.toString('utf8')).toBe('hola mundo');
      expect(text.info.contentType).toBe('text/plain; charset=utf-8');

      await store.put('public', 'empty.bin', Buffer.alloc(0), { contentType: 'application/octet-stream' });
      await store.put('public', 'empty-stream.bin', Readable.from([]), { contentType: 'application/octet-stream' });
      for (const key of ['empty.bin', 'empty-stream.bin']) {
        const { bytes, info } = await getBytes('public', key);
        expect(bytes.length).toBe(0);
        expect(info.size).toBe(0);
      }
    });

    it('stats size and content type, with an etag that follows the content', async () => {
      const content = Buffer.from('same bytes');
      await store.put('public', 'a.txt', content, { contentType: 'text/plain' });
      await store.put('public', 'b.txt', Buffer.from(content), { contentType: 'text/plain' });
      await store.put('public', 'c.txt', Buffer.from('other bytes'), { contentType: 'text/plain' });

      const a = await store.stat('public', 'a.txt');
      expect(a).toMatchObject({ key: 'a.txt', size: content.length, contentType: 'text/plain' });
      expect(await store.stat('public', 'a.txt')).toEqual(a);
      expect((await store.stat('public', 'b.txt'))?.etag).toBe(a?.etag);
      expect((await store.stat('public', 'c.txt'))?.etag).not.toBe(a?.etag);
    });

    it('reports a missing key as null from stat and BlobNotFoundError from get', async () => {
      expect(await store.stat('public', 'nope/missing.png')).toBeNull();
      const failure = await store.get('private', 'nope/missing.png').catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(BlobNotFoundError);
      expect(failure).toMatchObject({ bucket: 'private', key: 'nope/missing.png' });
    });

    it('treats a prefix of existing keys as missing, not as an object', async () => {
      await store.put('public', 'folder/file.txt', Buffer.from('x'), { contentType: 'text/plain' });
      expect(await store.stat('public', 'folder')).toBeNull();
      await expect(store.get('public', 'folder')).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete('public', 'folder');
      expect(await store.stat('public', 'folder/file.txt')).not.toBeNull();
    });

    it('deletes objects, and deleting a missing key is fine', async () => {
      await store.put('public', 'tmp/x.bin', Buffer.from([1, 2, 3]), { contentType: 'application/octet-stream' });
      await store.delete('public', 'tmp/x.bin');
      expect(await store.stat('public', 'tmp/x.bin')).toBeNull();
      await expect(store.get('public', 'tmp/x.bin')).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete('public', 'tmp/x.bin');
      await store.delete('public', 'never/existed.bin');
    });

    it('reuses the name of a deleted "folder" for an object', async () => {
      await store.put('public', 'slot/inner.txt', Buffer.from('inner'), { contentType: 'text/plain' });
      await store.delete('public', 'slot/inner.txt');
      await store.put('public', 'slot', Buffer.from('outer'), { contentType: 'text/plain' });
      expect((await getBytes('public', 'slot')).bytes.toString()).toBe('outer');
    });

    it('lists by prefix, sorted by key, with full info', async () => {
      const keys = ['docs/b.pdf', 'other/x.pdf', 'docs/sub/c.pdf', 'docsx/y.pdf', 'docs/a.pdf'];
      for (const key of keys) await store.put('public', key, Buffer.from(key), { contentType: 'application/pdf' });
      await store.put('public', 'docs/z.png', Buffer.from('png'), { contentType: 'image/png' });

      const listed = await store.list('public', 'docs/');
      expect(listed.map((i) => i.key)).toEqual(['docs/a.pdf', 'docs/b.pdf', 'docs/sub/c.pdf', 'docs/z.png']);
      expect(listed.map((i) => i.contentType)).toEqual(['application/pdf', 'application/pdf', 'application/pdf', 'image/png']);
      expect(listed[0]).toEqual(await store.stat('public', 'docs/a.pdf'));

      expect((await store.list('public', 'docs')).map((i) => i.key)).toContain('docsx/y.pdf');
      expect((await store.list('public', 'docs/s')).map((i) => i.key)).toEqual(['docs/sub/c.pdf']);
      expect(await store.list('public', 'nothing/')).toEqual([]);
      expect((await store.list('public', '')).length).toBe(keys.length + 1);
    });

    it('keeps the two buckets apart', async () => {
      await store.put('public', 'shared/name.txt', Buffer.from('public'), { contentType: 'text/plain' });
      expect(await store.stat('private', 'shared/name.txt')).toBeNull();
      expect(await store.list('private', '')).toEqual([]);

      await store.put('private', 'shared/name.txt', Buffer.from('private!'), { contentType: 'text/plain' });
      expect((await getBytes('public', 'shared/name.txt')).bytes.toString()).toBe('public');
      expect((await getBytes('private', 'shared/name.txt')).bytes.toString()).toBe('private!');
      await store.delete('private', 'shared/name.txt');
      expect(await store.stat('public', 'shared/name.txt')).not.toBeNull();
    });

    it('replaces the content, content type and etag when a key is overwritten', async () => {
      const first = await store.put('public', 'logo', Buffer.from('first version'), { contentType: 'image/png' });
      const second = await store.put('public', 'logo', Buffer.from('v2'), { contentType: 'image/webp' });
      const { bytes, info } = await getBytes('public', 'logo');
      expect(bytes.toString()).toBe('v2');
      expect(info).toMatchObject({ size: 2, contentType: 'image/webp', etag: second.etag });
      expect(second.etag).not.toBe(first.etag);
      expect((await store.list('public', '')).map((i) => i.key)).toEqual(['logo']);
    });

    it.skipIf(!atomicOverwrites)('keeps one whole version when the same key is written concurrently', async () => {
      const versions = [randomBytes(512 * 1024), randomBytes(512 * 1024)];
      await Promise.all(versions.map((v) => store.put('public', 'race.bin', streamOf(v), { contentType: 'application/octet-stream' })));
      const { bytes, info } = await getBytes('public', 'race.bin');
      expect(versions.some((v) => v.equals(bytes))).toBe(true);
      expect(info).toEqual(await store.stat('public', 'race.bin'));
    });

    it('leaves nothing behind when the upload stream fails', async () => {
      await store.put('private', 'kyc/1/id.pdf', Buffer.from('previous'), { contentType: 'application/pdf' });
      await expect(
        store.put('private', 'kyc/1/id.pdf', failingStream(randomBytes(1024)), { contentType: 'application/pdf' }),
      ).rejects.toThrow('connection reset');
      await expect(
        store.put('private', 'kyc/1/new.pdf', failingStream(randomBytes(1024)), { contentType: 'application/pdf' }),
      ).rejects.toThrow('connection reset');
      expect((await getBytes('private', 'kyc/1/id.pdf')).bytes.toString()).toBe('previous');
      expect(await store.stat('private', 'kyc/1/new.pdf')).toBeNull();
    });

    it('rejects invalid keys, prefixes and content types', async () => {
      const body = Buffer.from('x');
      for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a/../../b', '', 'back\\slash']) {
        await expect(store.put('public', key, body, { contentType: 'text/plain' }), key).rejects.toThrow(/Invalid storage key/);
        await expect(store.get('public', key), key).rejects.toThrow(/Invalid storage key/);
        await expect(store.stat('public', key), key).rejects.toThrow(/Invalid storage key/);
        await expect(store.delete('public', key), key).rejects.toThrow(/Invalid storage key/);
      }
      for (const prefix of ['../', '/', 'a//']) {
        await expect(store.list('public', prefix), prefix).rejects.toThrow(/Invalid storage prefix/);
      }
      for (const contentType of ['', 'text/plain\r\nX-Injected: 1', 'x'.repeat(256)]) {
        await expect(store.put('public', 'ok.txt', body, { contentType })).rejects.toThrow(/Invalid content type/);
      }
      expect(await store.list('public', '')).toEqual([]);
    });
  });
}
