// The app's one IndexedDB database (DESIGN.md "Offline"): what the members' area keeps for reading
// without a network, per signed-in user. Versioned with Dexie: a new version adds its stores below the
// last one and never edits an earlier entry, so browsers upgrade whatever version they hold. Reached
// through web/offline/store.ts, which loads this module (and dexie) only when it is needed.
import { Dexie, type Table } from 'dexie';
import type { KycDocumentType } from '../../core/kyc';
import type { Project, ProjectSummary } from '../../core/projects';
import { OFFLINE_DB_NAME } from './store';

// The live list of queued documents (web/offline/kyc-upload-queue.ts) takes it from here, with the store.
export { liveQuery } from 'dexie';

/** One page of the investor catalog as the API answered it; the first page has cursor ''. */
export interface SavedCatalogPage {
  userId: string;
  cursor: string;
  projects: ProjectSummary[];
  nextCursor: string | null;
  /** ISO instant of the answer this copy comes from. */
  savedAt: string;
}

/** One project detail as the API answered it. */
export interface SavedProject {
  userId: string;
  projectId: string;
  project: Project;
  savedAt: string;
}

/** Ciphertext and the 12-byte random IV it was sealed with (web/offline/kyc-crypto.ts). */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** A user's AES-GCM key, kept as a non-extractable CryptoKey: the page can use it but never read it. */
export interface KycKey {
  userId: string;
  key: CryptoKey;
}

/** A KYC form step the investor has not finished sending; the values stay sealed. */
export interface StoredKycDraft {
  userId: string;
  step: string;
  pending: boolean;
  savedAt: string;
  values: Sealed;
}

export type StoredUploadState = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

/** One identity document waiting for (or past) its tus upload; only what says nothing of the person is clear. */
export interface StoredKycUpload {
  id: string;
  userId: string;
  type: KycDocumentType;
  size: number;
  state: StoredUploadState;
  progress: number;
  createdAt: string;
  /** The file's name and MIME type, sealed. */
  meta: Sealed;
  error?: string;
  /** The tus upload's address once the server created it: a reopened app resumes it from the server's offset. */
  uploadUrl?: string;
}

/** The sealed bytes of a queued document, apart from its row so the live list never loads them. */
export interface StoredKycUploadBytes {
  id: string;
  userId: string;
  bytes: Sealed;
}

export type OfflineDb = Dexie & {
  catalogPages: Table<SavedCatalogPage, [userId: string, cursor: string]>;
  projects: Table<SavedProject, [userId: string, projectId: string]>;
  kycKeys: Table<KycKey, string>;
  kycDrafts: Table<StoredKycDraft, [userId: string, step: string]>;
  kycUploads: Table<StoredKycUpload, string>;
  kycUploadBytes: Table<StoredKycUploadBytes, string>;
};

function openOfflineDb(): OfflineDb {
  const db = new Dexie(OFFLINE_DB_NAME) as OfflineDb;
  db.version(1).stores({
    // Compound primary keys: one copy per user and page / project; userId alone to clear one user.
    catalogPages: '[userId+cursor], userId',
    projects: '[userId+projectId], userId',
  });
  db.version(2).stores({
    kycKeys: 'userId',
    kycDrafts: '[userId+step], userId',
    kycUploads: 'id, userId',
    kycUploadBytes: 'id, userId',
  });
  return db;
}

export const offlineDb = openOfflineDb();
