// Limits on resumable KYC uploads (docs/kyc.md, "Limits on open uploads"). Their bytes sit in clear
// in the staging area until they finish or expire, so a free account must not be able to fill it: each
// user may start so many uploads an hour (the shared limiter store, so every replica counts together),
// keep so many open of one document type, and so many bytes open in all. Open uploads are rows of
// kyc_open_uploads, written at creation and deleted at the end, so counting them is one query whatever
// the staging store, and an upload whose row is gone (finished, cancelled, expired) answers for nobody.
import { KYC_DOCUMENT_MAX_BYTES, type KycDocumentType } from '../../core/kyc';
import type { Db } from '../../db/knex';
import { deleteOpenUpload, deleteOpenUploadsCreatedBefore, findOpenUpload, insertOpenUpload, lockUserForUploads, openUploadUsage } from '../../db/queries/kyc-open-uploads';
import { HttpError } from '../errors';
import { takePoint, type LimiterStore } from '../rate-limit/store';

/** An upload nobody finished is dropped after this long (its bytes are a partial identity document). */
export const TUS_EXPIRY_MS = 30 * 60 * 1000;

export const KYC_UPLOAD_LIMITS = {
  /** Uploads of one document type open at once: the one being sent and a couple a cut connection left. */
  openPerType: 3,
  /** Bytes declared by all of a user's open uploads: a full-size copy of each document, and one left over. */
  openBytes: 4 * KYC_DOCUMENT_MAX_BYTES,
  /** Uploads a user may start in an hour: a few tries per document, far below what would churn the disk. */
  createdPerHour: 20,
};

const minutes = String(TUS_EXPIRY_MS / 60_000);

export interface OpenUploads {
  /** Takes one creation's point: null when the hourly limit allows it, else the seconds to wait. */
  takeCreation(userId: string): Promise<number | null>;
  /** Records a new upload, or throws 409 (too many of its type open) or 413 (too many bytes open). */
  open(upload: { id: string; userId: string; type: KycDocumentType; length: number }): Promise<void>;
  /** Whether `id` is an open upload of `userId`. */
  isOpenFor(userId: string, id: string): Promise<boolean>;
  close(id: string): Promise<void>;
  /** Forgets the expired uploads; returns their ids. */
  closeExpired(): Promise<string[]>;
}

export function createOpenUploads(db: Db, store: LimiterStore, limits = KYC_UPLOAD_LIMITS): OpenUploads {
  const created = store.limiter({ name: 'kyc_upload_create', points: limits.createdPerHour, durationSeconds: 3600 });
  const openSince = () => new Date(Date.now() - TUS_EXPIRY_MS);
  return {
    takeCreation: (userId) => takePoint(created, userId),
    open: ({ id, userId, type, length }) =>
      db.transaction(async (tx) => {
        await lockUserForUploads(tx, userId);
        const usage = await openUploadUsage(tx, userId, type, openSince());
        if (usage.ofType >= limits.openPerType) {
          throw new HttpError(409, 'kyc_uploads_open', { key: 'kyc.uploadsOpen', values: { count: String(limits.openPerType), minutes } });
        }
        if (usage.bytes + length > limits.openBytes) {
          throw new HttpError(413, 'kyc_upload_quota', { key: 'kyc.uploadQuota', values: { megabytes: String(limits.openBytes / (1024 * 1024)), minutes } });
        }
        await insertOpenUpload(tx, { id, user_id: userId, document_type: type, length, created_at: new Date() });
      }),
    isOpenFor: async (userId, id) => (await findOpenUpload(db, id, openSince()))?.user_id === userId,
    close: (id) => deleteOpenUpload(db, id),
    closeExpired: () => deleteOpenUploadsCreatedBefore(db, openSince()),
  };
}
