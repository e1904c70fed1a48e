// MinIO / S3 driver. Each logical bucket maps to "<prefix>-public" and "<prefix>-private".
import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import * as Minio from 'minio';
import type { BlobInfo, BlobStore, Bucket, PutOptions } from './blob-store';
import { BlobNotFoundError, assertValidContentType, assertValidKey, assertValidPrefix } from './blob-store';
import { bufferChunks } from './buffer-chunks';
import { mapLimited } from './map-limited';

const BUCKETS: readonly Bucket[] = ['public', 'private'];
/** Bodies up to one part go up in a single PUT; longer streams use multipart with parts of this size. */
const DEFAULT_PART_SIZE = 64 * 1024 * 1024;
const STAT_CONCURRENCY = 8;

/** Where the MinIO/S3 server is and how to sign in to it; "<bucketPrefix>-public" and "-private" are the buckets. */
export interface MinioOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  bucketPrefix: string;
}

export interface MinioStoreOptions {
  /** At least 5 MiB (the S3 minimum); lowered only by tests that exercise multipart uploads. */
  partSize?: number;
}

export class MinioBlobStore implements BlobStore {
  readonly driver = 'minio';
  private readonly client: Minio.Client;
  private readonly bucketNames: Record<Bucket, string>;
  private readonly partSize: number;

  constructor(
    private readonly config: MinioOptions,
    options: MinioStoreOptions = {},
  ) {
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    this.client = new Minio.Client({
      endPoint: config.endPoint,
      port: config.port,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      // A fixed region spares a GetBucketLocation round trip per bucket.
      region: config.region,
      // A fixed part size keeps an unknown-length stream from being cut into ~500 MiB in-memory parts.
      partSize: this.partSize,
    });
    this.bucketNames = { public: `${config.bucketPrefix}-public`, private: `${config.bucketPrefix}-private` };
  }

  async init(): Promise<void> {
    for (const bucket of BUCKETS) {
      const name = this.bucketNames[bucket];
      if (await this.client.bucketExists(name)) continue;
      try {
        await this.client.makeBucket(name, this.config.region);
      } catch (err) {
        // Another replica starting at the same time may have created it first.
        if (s3Code(err) !== 'BucketAlreadyOwnedByYou') throw err;
      }
    }
  }

  async put(bucket: Bucket, key: string, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    assertValidKey(key);
    assertValidContentType(options.contentType);
    const name = this.bucketNames[bucket];
    const metadata = { 'Content-Type': options.contentType };
    const chunks = bufferChunks(body);
    const head = await readUpTo(chunks, this.partSize);
    if (head.done) {
      // Known length: one PUT. This also avoids multipart, which s3rver (the test peer) lacks.
      const buffer = Buffer.concat(head.chunks);
      await this.client.putObject(name, key, buffer, buffer.length, metadata);
    } else {
      const rest = Readable.from(concat(head.chunks, chunks), { objectMode: false });
      await this.client.putObject(name, key, rest, undefined, metadata);
    }
    const info = await this.stat(bucket, key);
    if (!info) throw new Error(`Object ${key} in the ${bucket} bucket vanished right after upload`);
    return info;
  }

  async get(bucket: Bucket, key: string): Promise<{ stream: Readable; info: BlobInfo }> {
    assertValidKey(key);
    try {
      // One GET yields both headers and body, so the info always describes the bytes streamed
      // (stat + getObject could straddle an overwrite). makeRequestAsync is the client's public
      // request primitive; getObject would discard the headers.
      const response = await this.client.makeRequestAsync(
        { method: 'GET', bucketName: this.bucketNames[bucket], objectName: key },
        '',
        [200],
      );
      return { stream: response, info: infoFromHeaders(key, response.headers) };
    } catch (err) {
      if (isNotFound(err)) throw new BlobNotFoundError(bucket, key);
      throw err;
    }
  }

  async stat(bucket: Bucket, key: string): Promise<BlobInfo | null> {
    assertValidKey(key);
    return this.statObject(this.bucketNames[bucket], key);
  }

  async delete(bucket: Bucket, key: string): Promise<void> {
    assertValidKey(key);
    await this.client.removeObject(this.bucketNames[bucket], key);
  }

  async list(bucket: Bucket, prefix: string): Promise<BlobInfo[]> {
    assertValidPrefix(prefix);
    const name = this.bucketNames[bucket];
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(name, prefix, true) as AsyncIterable<Minio.BucketItem>) {
      if (item.name !== undefined) keys.push(item.name);
    }
    // Listings carry no content type; the metadata listing extension is MinIO-only, so stat each one.
    const infos = await mapLimited(keys.sort(), STAT_CONCURRENCY, (k) => this.statObject(name, k));
    return infos.filter((info): info is BlobInfo => info !== null);
  }

  async health(): Promise<void> {
    await Promise.all(
      BUCKETS.map(async (bucket) => {
        const name = this.bucketNames[bucket];
        if (!(await this.client.bucketExists(name))) throw new Error(`Bucket ${name} does not exist`);
      }),
    );
  }

  /** No key check: listed keys may have been written by other tools. */
  private async statObject(bucketName: string, key: string): Promise<BlobInfo | null> {
    try {
      const stat = await this.client.statObject(bucketName, key);
      return {
        key,
        size: stat.size,
        contentType: String(stat.metaData['content-type'] ?? 'application/octet-stream'),
        etag: stat.etag,
        lastModified: stat.lastModified,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }
}

/** Pulls chunks until at least `limit` bytes are in hand or the body ends. */
async function readUpTo(chunks: AsyncIterator<Buffer>, limit: number): Promise<{ chunks: Buffer[]; done: boolean }> {
  const taken: Buffer[] = [];
  let size = 0;
  while (size <= limit) {
    const next = await chunks.next();
    if (next.done) return { chunks: taken, done: true };
    taken.push(next.value);
    size += next.value.length;
  }
  return { chunks: taken, done: false };
}

async function* concat(head: Buffer[], rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

function infoFromHeaders(key: string, headers: IncomingHttpHeaders): BlobInfo {
  return {
    key,
    size: Number(headers['content-length']),
    contentType: headers['content-type'] ?? 'application/octet-stream',
    etag: (headers.etag ?? '').replace(/^"|"$/g, ''),
    lastModified: new Date(headers['last-modified'] ?? 0),
  };
}

function s3Code(err: unknown): string | undefined {
  return err instanceof Minio.S3Error ? err.code : undefined;
}

/** GET answers NoSuchKey; HEAD has no body, so the client reports NotFound. */
function isNotFound(err: unknown): boolean {
  const code = s3Code(err);
  return code === 'NoSuchKey' || code === 'NotFound';
}
