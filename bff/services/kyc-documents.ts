// Identity documents' bytes: what an upload really is (its bytes, never its name), sealed by the
// vault before it reaches the private bucket, and opened again only for a caller the service has
// already let through. Keys: kyc/<userId>/<documentId>, no extension and no name — the key says nothing.
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { KYC_DOCUMENT_MAX_BYTES } from '../../core/kyc';
import type { Message } from '../../core/messages';
import type { DbKycDocumentRow } from '../../db/tables';
import { BlobNotFoundError, type BlobStore, type Bucket } from '../../storage/blob-store';
import type { Vault } from '../kyc/vault';
import type { IncomingFile } from './project-files';

const KYC_BUCKET: Bucket = 'private';
const ACCEPTED: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** Why a received file is refused: a message key and the code the API answers with. */
export class DocumentRefusal extends Error {
  override readonly name = 'DocumentRefusal';
  constructor(
    readonly reason: Message & string,
    readonly code: 'file_missing' | 'file_too_large' | 'file_type_not_allowed',
  ) {
    super(reason);
  }
}

export interface CheckedDocument {
  bytes: Buffer;
  contentType: string;
}

/** The file's bytes when they are a JPG, PNG or PDF of at most 5 MB (spec 001 §2), else a refusal. */
export async function checkDocument(incoming: IncomingFile | undefined): Promise<CheckedDocument> {
  if (!incoming || incoming.size === 0) throw new DocumentRefusal('kyc.documentRequired', 'file_missing');
  if (incoming.size > KYC_DOCUMENT_MAX_BYTES) throw new DocumentRefusal('kyc.documentTooLarge', 'file_too_large');
  const bytes = await fs.readFile(incoming.path);
  if (bytes.length > KYC_DOCUMENT_MAX_BYTES) throw new DocumentRefusal('kyc.documentTooLarge', 'file_too_large');
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const contentType = found && ACCEPTED[found.ext];
  if (!contentType) throw new DocumentRefusal('kyc.documentFormat', 'file_type_not_allowed');
  return { bytes, contentType };
}

export const kycDocumentKey = (userId: string, documentId: string) => `kyc/${userId}/${documentId}`;

export type StoredDocument = Pick<DbKycDocumentRow, 'id' | 'storage_key' | 'content_type' | 'file_size' | 'sha256' | 'wrapped_key' | 'key_id'>;

export async function storeDocument(blobs: BlobStore, vault: Vault, userId: string, checked: CheckedDocument): Promise<StoredDocument> {
  const id = randomUUID();
  const storage_key = kycDocumentKey(userId, id);
  const sealed = vault.seal(storage_key, checked.bytes);
  await blobs.put(KYC_BUCKET, storage_key, sealed.object, { contentType: 'application/octet-stream' });
  return {
    id,
    storage_key,
    content_type: checked.contentType,
    file_size: checked.bytes.length,
    sha256: sealed.sha256,
    wrapped_key: sealed.wrappedKey,
    key_id: sealed.keyId,
  };
}

export async function deleteDocumentBlob(blobs: BlobStore, key: string): Promise<void> {
  await blobs.delete(KYC_BUCKET, key);
}

/** The document's original bytes; null when its object is gone. */
export async function readDocument(blobs: BlobStore, vault: Vault, document: DbKycDocumentRow): Promise<Buffer | null> {
  let stream;
  try {
    ({ stream } = await blobs.get(KYC_BUCKET, document.storage_key));
  } catch (err) {
    if (err instanceof BlobNotFoundError) return null;
    throw err;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return vault.open(document.storage_key, Buffer.concat(chunks), { wrappedKey: document.wrapped_key, keyId: document.key_id, sha256: document.sha256 });
}
