// The document tab's rules (spec 001 §2, §5): which files may be queued (JPG, PNG or PDF, at most
// 5 MB — photos above it are redrawn smaller by the queue first), and what a document's line shows:
// its upload in the queue, the server's refusal, the stored copy, or nothing yet.
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MIME_TYPES,
  KYC_DOCUMENT_TYPES,
  type KycApplication,
  type KycDocument,
  type KycDocumentType,
  type KycReplacement,
} from '../../../core/kyc';
import { isRedrawable } from '../../offline/downscale-image';
import type { QueuedUpload } from '../../offline/kyc-upload-queue';

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The file's media type, from its name when the browser gave none (some Android pickers). */
export function documentMimeType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export type DocumentProblem = 'kyc.documentFormat' | 'kyc.documentTooLarge';

/** Why a chosen file cannot be queued, or null. A photo over the limit is redrawn smaller, so it may go. */
export function documentProblem(file: Pick<File, 'name' | 'type' | 'size'>): DocumentProblem | null {
  const type = documentMimeType(file);
  if (!(KYC_DOCUMENT_MIME_TYPES as readonly string[]).includes(type)) return 'kyc.documentFormat';
  if (file.size > KYC_DOCUMENT_MAX_BYTES && !isRedrawable(type)) return 'kyc.documentTooLarge';
  return null;
}

/** What an upload in the queue is doing, as the investor is told. */
export type UploadView =
  | { state: 'uploading'; percent: number }
  | { state: 'queued' }
  /** Kept on the device until the network is back. */
  | { state: 'waiting' }
  | { state: 'processing' }
  | { state: 'failed'; error: string | null }
  | { state: 'done' };

export function uploadView(upload: Pick<QueuedUpload, 'state' | 'progress' | 'error'>, online: boolean): UploadView {
  switch (upload.state) {
    case 'queued':
      return online ? { state: 'queued' } : { state: 'waiting' };
    case 'uploading':
      // A row left 'uploading' by a closed app resumes only once the network is back.
      return online ? { state: 'uploading', percent: Math.min(100, Math.max(0, Math.round(upload.progress * 100))) } : { state: 'waiting' };
    case 'processing':
      return { state: 'processing' };
    case 'failed':
      return { state: 'failed', error: upload.error?.trim() || null };
    case 'done':
      return { state: 'done' };
  }
}

/** The latest upload of each type (the queue keeps one per type; the newest wins if ever more). */
export function latestUploads(uploads: readonly QueuedUpload[]): Partial<Record<KycDocumentType, QueuedUpload>> {
  const latest: Partial<Record<KycDocumentType, QueuedUpload>> = {};
  for (const upload of uploads) latest[upload.type] = upload;
  return latest;
}

/** One document's line: the queue's upload while it runs or failed, the server's copy, its refusal, a request for a new copy. */
export interface DocumentSlot {
  type: KycDocumentType;
  document: KycDocument | null;
  upload: UploadView | null;
  /** The server refused the last upload of this type (and no upload in the queue says so already). */
  refusal: string | null;
  replacement: KycReplacement | null;
}

export function documentSlot(type: KycDocumentType, application: KycApplication | null | undefined, upload: QueuedUpload | undefined, online: boolean): DocumentSlot {
  const view = upload ? uploadView(upload, online) : null;
  // Once the queue's row is done the application tells the rest.
  const shown = view && view.state !== 'done' ? view : null;
  const failure = application?.upload_failures[type];
  return {
    type,
    document: application?.documents[type] ?? null,
    upload: shown,
    // An upload under way (or its own failure) is newer than any refusal recorded on the server.
    refusal: failure && !shown ? failure.error : null,
    replacement: application?.replacements[type] ?? null,
  };
}

/** "All three must be uploaded to continue" (spec 001 §2): each is stored on the server. */
export function allDocumentsUploaded(application: KycApplication | null | undefined): boolean {
  return KYC_DOCUMENT_TYPES.every((type) => !!application?.documents[type]);
}
