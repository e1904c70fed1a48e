// Filesystem driver: one file per object at <dataDir>/blobs/<bucket>/<key>. Each file starts with a
// fixed-size JSON header (content type, sha256 etag, size) followed by the bytes, so an object and its
// metadata are written to a temp file and committed together by a single rename: readers never see new
// bytes with old metadata (as a two-file sidecar scheme would allow), and no sidecar name can collide
// with a key.
import { createHash, randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { access, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, Bucket, PutOptions } from './blob-store';
import { BlobNotFoundError, assertValidContentType, assertValidKey, assertValidPrefix } from './blob-store';
import { bufferChunks } from './buffer-chunks';
import { mapLimited } from './map-limited';

const BUCKETS: readonly Bucket[] = ['public', 'private'];
/** Room for the JSON header; content types are capped at 255 characters so it always fits. */
const HEADER_BYTES = 1024;
const FORMAT_VERSION = 1;
/** Temp files older than this at start-up are leftovers of a crash mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;
const LIST_CONCURRENCY = 16;

interface BlobHeader {
  v: typeof FORMAT_VERSION;
  contentType: string;
  etag: string;
  size: number;
}

export class FilesystemBlobStore implements BlobStore {
  readonly driver = 'filesystem';
  private readonly root: string;
  /** Inside root, so temp files sit on the same filesystem and rename stays atomic. */
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'blobs');
    this.tmpDir = path.join(this.root, '.tmp');
  }

  async init(): Promise<void> {
    await Promise.all([...BUCKETS.map((b) => this.bucketDir(b)), this.tmpDir].map((d) => mkdir(d, { recursive: true })));
    await this.removeStaleTempFiles();
  }

  async put(bucket: Bucket, key: string, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    const target = this.fileOf(bucket, key);
    assertValidContentType(options.contentType);
    const tmp = path.join(this.tmpDir, randomUUID());
    try {
      const written = await writeBlobFile(tmp, body, options.contentType);
      await this.moveIntoPlace(tmp, target, key);
      return { key, ...written };
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(bucket: Bucket, key: string): Promise<{ stream: Readable; info: BlobInfo }> {
    const opened = await this.openBlob(bucket, key);
    if (!opened) throw new BlobNotFoundError(bucket, key);
    // The stream owns the handle from here and closes it when it ends or is destroyed.
    return { stream: opened.handle.createReadStream({ start: HEADER_BYTES }), info: opened.info };
  }

  async stat(bucket: Bucket, key: string): Promise<BlobInfo | null> {
    const opened = await this.openBlob(bucket, key);
    if (!opened) return null;
    await opened.handle.close();
    return opened.info;
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    const file = this.fileOf(bucket, key);
    const found = await lstat(file).catch(nullWhenMissing);
    if (!found?.isFile()) return;
    await unlink(file).catch(nullWhenMissing);
    await this.pruneEmptyDirs(path.dirname(file), this.bucketDir(bucket));
  }

  async list(bucket: Bucket, prefix: string): Promise<BlobInfo[]> {
    assertValidPrefix(prefix);
    // Only the directory the prefix ends in can hold matches; its name-part is filtered below.
    const dirKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const keys = (await this.walk(bucket, dirKey)).filter((k) => k.startsWith(prefix)).sort();
    const infos = await mapLimited(keys, LIST_CONCURRENCY, (k) => this.stat(bucket, k));
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  async health(): Promise<void> {
    await Promise.all(BUCKETS.map((b) => access(this.bucketDir(b), constants.R_OK | constants.W_OK)));
    // access() trusts permission bits; a real write also catches read-only mounts and full disks.
    const probe = path.join(this.tmpDir, `health-${randomUUID()}`);
    try {
      await writeFile(probe, 'ok');
    } finally {
      await rm(probe, { force: true });
    }
  }

  private bucketDir(bucket: Bucket): string {
    return path.join(this.root, bucket);
  }

  private fileOf(bucket: Bucket, key: string): string {
    assertValidKey(key);
    const dir = this.bucketDir(bucket);
    const file = path.join(dir, ...key.split('/'));
    // assertValidKey already forbids "..", this guards against a future change to it.
    if (!file.startsWith(dir + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  }

  private async moveIntoPlace(tmp: string, target: string, key: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        return;
      } catch (err) {
        // A concurrent delete may prune the parent directory between mkdir and rename: make it again.
        if (errorCode(err) === 'ENOENT' && attempt < 3) continue;
        if (['ENOTDIR', 'EEXIST', 'EISDIR', 'ENOTEMPTY'].includes(errorCode(err) ?? '')) {
          throw new Error(
            `Storage key ${JSON.stringify(key)} clashes with another key: the filesystem driver cannot hold ` +
              'both "a" and "a/..." in one bucket',
            { cause: err },
          );
        }
        throw err;
      }
    }
  }

  private async openBlob(bucket: Bucket, key: string): Promise<{ handle: FileHandle; info: BlobInfo } | null> {
    const file = this.fileOf(bucket, key);
    const handle = await open(file, 'r').catch(nullWhenMissing);
    if (!handle) return null;
    try {
      const fileStat = await handle.stat();
      // A directory here means the key is only a prefix of other keys (it opens fine on Linux).
      if (!fileStat.isFile()) {
        await handle.close();
        return null;
      }
      const buffer = Buffer.alloc(HEADER_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
      const header = parseHeader(buffer.subarray(0, bytesRead), file);
      if (header.size !== fileStat.size - HEADER_BYTES) throw new Error(`Blob file ${file} is truncated`);
      const { contentType, etag, size } = header;
      return { handle, info: { key, size, contentType, etag, lastModified: fileStat.mtime } };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** Every key under dirKey ("" or ending in "/"), depth first. */
  private async walk(bucket: Bucket, dirKey: string): Promise<string[]> {
    const dir = path.join(this.bucketDir(bucket), ...dirKey.split('/').filter(Boolean));
    const entries = await readdir(dir, { withFileTypes: true }).catch(nullWhenMissing);
    if (!entries) return [];
    const nested = await Promise.all(
      entries.map(async (entry) => {
        if (entry.isDirectory()) return this.walk(bucket, `${dirKey}${entry.name}/`);
        return entry.isFile() ? [`${dirKey}${entry.name}`] : [];
      }),
    );
    return nested.flat();
  }

  /** Removes directories left empty by a delete, so a later key may take their name. */
  private async pruneEmptyDirs(dir: string, bucketDir: string): Promise<void> {
    for (let current = dir; current !== bucketDir && current.startsWith(bucketDir); current = path.dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): everything above it stays too
      }
    }
  }

  private async removeStaleTempFiles(): Promise<void> {
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await readdir(this.tmpDir)) {
      const file = path.join(this.tmpDir, name);
      const info = await stat(file).catch(nullWhenMissing);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }
}

/** Streams the body into a new file after a header-sized gap, then fills the header in. */
async function writeBlobFile(file: string, body: Readable | Buffer, contentType: string) {
  const handle = await open(file, 'wx');
  try {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of bufferChunks(body)) {
      hash.update(chunk);
      await handle.write(chunk, 0, chunk.length, HEADER_BYTES + size);
      size += chunk.length;
    }
    const etag = hash.digest('hex');
    await handle.write(encodeHeader({ v: FORMAT_VERSION, contentType, etag, size }), 0, HEADER_BYTES, 0);
    await handle.datasync();
    const { mtime } = await handle.stat();
    return { size, contentType, etag, lastModified: mtime };
  } finally {
    await handle.close();
  }
}

function encodeHeader(header: BlobHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  if (json.length > HEADER_BYTES) throw new Error('Blob header does not fit');
  return Buffer.concat([json, Buffer.alloc(HEADER_BYTES - json.length, ' ')]);
}

function parseHeader(bytes: Buffer, file: string): BlobHeader {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const h = parsed as Partial<BlobHeader> | undefined;
  if (
    h?.v !== FORMAT_VERSION ||
    typeof h.contentType !== 'string' ||
    typeof h.etag !== 'string' ||
    typeof h.size !== 'number'
  ) {
    throw new Error(`${file} is not a blob file written by this driver`);
  }
  return h as BlobHeader;
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

/** For fs calls where a missing path (or a file standing where a directory should be) means "absent". */
function nullWhenMissing(err: unknown): null {
  const code = errorCode(err);
  if (code === 'ENOENT' || code === 'ENOTDIR') return null;
  throw err;
}
