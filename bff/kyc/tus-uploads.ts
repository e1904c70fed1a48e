// Resumable identity-document uploads (tus 1.0, docs/kyc.md): @tus/server mounted under
// /api/kyc/uploads behind the session check. Only canonical addresses reach tus (tus-address.ts), and
// tus acts on the id read there; the upload id starts with the owner's id, so a request naming someone
// else's upload is refused (404, as if it did not exist) before tus sees it. A finished
// upload goes through the same check, sealing and attaching as the multipart route; its staging copy
// is removed whatever the outcome, and abandoned ones expire. How many a user may open, and how
// often, is open-uploads.ts's: an upload answers only while it is one of its owner's open uploads.
//
// Staging: @tus/file-store under DATA_DIR/kyc-uploads by default, @tus/s3-store when MinIO is
// configured (so replicas share it). Locks: @tus/server's in-process locker — with several replicas a
// client's requests for one upload must reach the same replica, or uploads need a shared locker
// (docs/kyc.md, "Limits").
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Middleware } from 'koa';
import { Server, type DataStore, type Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES, type KycDocumentType } from '../../core/kyc';
import { translate } from '../../core/messages';
import type { ApiFailure } from '../../core/api';
import type { Config } from '../config/env';
import { findUserById } from '../../db/queries/users';
import type { Db } from '../../db/knex';
import { HttpError, notFound, tooManyRequests } from '../errors';
import { currentUser } from '../middleware/authenticate';
import { requestLanguage } from '../http/language';
import { TUS_PATH, shortUploadId, tusTarget } from './tus-address';
import { createOpenUploads, TUS_EXPIRY_MS } from './open-uploads';
import type { LimiterStore } from '../rate-limit/store';
import type { KycService } from '../services/kyc';
import type { Logger } from 'pino';
import type { Language } from '../../core/i18n-locales';

/**
 * Who is uploading, and the upload the checked address names, carried to tus and its hooks by the async
 * context (no header a client could forge, no second parse of the URL).
 */
const caller = new AsyncLocalStorage<{ userId: string; language: Language; uploadId: string | undefined }>();
const current = () => {
  const found = caller.getStore();
  if (!found) throw new Error('tus hook outside a KYC upload request');
  return found;
};

const compactId = (userId: string) => userId.replaceAll('-', '');
const ownsUpload = (userId: string, uploadId: string) => uploadId.startsWith(compactId(userId));

/** A tus refusal with the API's JSON body, in the request's language. */
function refusal(err: HttpError, language: Language) {
  return { status_code: err.status, body: JSON.stringify({ success: false, error: translate(err.reason, language), code: err.code } satisfies ApiFailure) };
}

async function createDatastore(config: Pick<Config, 'dataDir' | 'minio' | 'storageBucketPrefix'>): Promise<DataStore> {
  if (config.minio) {
    const { S3Store } = await import('@tus/s3-store');
    const { endPoint, port, useSSL, accessKey, secretKey, region } = config.minio;
    return new S3Store({
      partSize: 5 * 1024 * 1024,
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
      s3ClientConfig: {
        bucket: `${config.storageBucketPrefix}-private`,
        region,
        endpoint: `${useSSL ? 'https' : 'http'}://${endPoint}:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
      },
    });
  }
  // Staged bytes are part of an identity document in clear: the folder is the server's user's alone.
  const directory = path.join(config.dataDir, 'kyc-uploads');
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  await fs.chmod(directory, 0o700);
  return new FileStore({ directory, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
}

/** The finished upload as a local file for the checks (the file store's own file, or a temporary copy). */
async function localCopy(store: DataStore, upload: Upload): Promise<{ file: string; temporary: boolean }> {
  if (store instanceof FileStore) return { file: path.join(store.directory, upload.id), temporary: false };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kyc-tus-'));
  const file = path.join(dir, 'upload');
  await pipeline(await (store as DataStore & { read(id: string): Promise<Readable> }).read(upload.id), createWriteStream(file));
  return { file, temporary: true };
}

export interface KycTus {
  middleware: Middleware;
  /** Removes expired, unfinished uploads; returns how many. */
  deleteExpired(): Promise<number>;
}

export async function createKycTus({
  db,
  config,
  kyc,
  logger,
  limits,
}: {
  db: Db;
  config: Pick<Config, 'dataDir' | 'minio' | 'storageBucketPrefix'>;
  kyc: KycService;
  logger: Logger;
  limits: LimiterStore;
}): Promise<KycTus> {
  const datastore = await createDatastore(config);
  const openUploads = createOpenUploads(db, limits);
  const server = new Server({
    path: TUS_PATH,
    datastore,
    // Never built from the request's Host: the client resolves it against the page's own origin.
    relativeLocation: true,
    respectForwardedHeaders: false,
    maxSize: KYC_DOCUMENT_MAX_BYTES,
    disableTerminationForFinishedUploads: true,
    getFileIdFromRequest: () => current().uploadId,
    namingFunction: () => `${compactId(current().userId)}${randomBytes(16).toString('hex')}`,
    async onUploadCreate(_req, upload) {
      const { userId, language } = current();
      const type = upload.metadata?.document_type;
      if (!type || !(KYC_DOCUMENT_TYPES as readonly string[]).includes(type)) {
        throw refusal(new HttpError(400, 'validation_failed', 'kyc.documentTypeInvalid'), language);
      }
      // A deferred length could be declared later, past the quota: the client always knows its file's size.
      if (upload.size === undefined) throw refusal(new HttpError(400, 'validation_failed', 'kyc.uploadLengthRequired'), language);
      try {
        await openUploads.open({ id: upload.id, userId, type: type as KycDocumentType, length: upload.size });
      } catch (err) {
        if (err instanceof HttpError) throw refusal(err, language);
        throw err;
      }
      return { metadata: { document_type: type, filename: (upload.metadata?.filename ?? '').slice(0, 200) } };
    },
    async onUploadFinish(_req, upload) {
      const { userId, language } = current();
      const user = await findUserById(db, userId);
      const { file, temporary } = await localCopy(datastore, upload);
      try {
        if (!user) throw notFound('kyc.uploadNotFound', 'kyc_upload_not_found');
        const type = upload.metadata!.document_type as KycDocumentType;
        await kyc.attachDocument(user, type, { path: file, size: upload.offset, originalName: upload.metadata?.filename ?? null }, upload.id);
        return {};
      } catch (err) {
        if (err instanceof HttpError) throw refusal(err, language);
        logger.error({ err }, 'finished KYC upload not stored');
        throw err;
      } finally {
        if (temporary) await fs.rm(path.dirname(file), { recursive: true, force: true });
        // The store's error names the staging path, which holds the whole id: its code only.
        await datastore.remove(upload.id).catch((err: unknown) => logger.warn({ code: (err as NodeJS.ErrnoException).code, upload: shortUploadId(upload.id) }, 'KYC upload staging not removed'));
        await openUploads.close(upload.id).catch((err: unknown) => logger.warn({ err }, 'finished KYC upload not forgotten'));
      }
    },
  });

  const middleware: Middleware = async (ctx, next) => {
    if (ctx.path !== TUS_PATH && !ctx.path.startsWith(`${TUS_PATH}/`)) return next();
    const user = currentUser(ctx);
    // The raw request target, not Koa's parsed path: any other spelling is refused, never interpreted.
    const target = tusTarget(ctx.method, ctx.req.url ?? '');
    const uploadId = target?.kind === 'upload' ? target.uploadId : undefined;
    if (!target || (uploadId !== undefined && !(ownsUpload(user.id, uploadId) && (await openUploads.isOpenFor(user.id, uploadId))))) {
      throw notFound('kyc.uploadNotFound', 'kyc_upload_not_found');
    }
    if (ctx.method === 'POST') {
      const wait = await openUploads.takeCreation(user.id);
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw tooManyRequests('kyc.tooManyUploads', 'too_many_uploads');
      }
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.respond = false;
    // Koa has already set the security headers on the response; tus writes the rest.
    await caller.run({ userId: user.id, language: requestLanguage(ctx), uploadId }, () => server.handle(ctx.req, ctx.res));
    // Cancelled, or its staging already gone: it no longer counts against its owner.
    if (ctx.method === 'DELETE' && uploadId && [204, 404, 410].includes(ctx.res.statusCode)) {
      await openUploads.close(uploadId).catch((err: unknown) => logger.warn({ err }, 'cancelled KYC upload not forgotten'));
    }
  };

  /** The expired rows' staging first, then whatever the store still holds past its expiry (rows lost, or older than them). */
  async function deleteExpired(): Promise<number> {
    const expired = await openUploads.closeExpired();
    // An upload whose staging is already gone has nothing left to remove.
    await Promise.all(expired.map((id) => datastore.remove(id).catch(() => undefined)));
    return expired.length + (await datastore.deleteExpired());
  }

  return { middleware, deleteExpired };
}
