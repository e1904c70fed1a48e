// Where a project's images and documents live in blob storage: the key scheme, storing an original with
// its WebP variants (uploads and the demo seed both go through here), and removing what a file or a
// project owns. No database here: the use cases in project-files.ts decide when.
//
// Keys: projects/<projectId>/<images|documents>/<fileId>.<ext>, variants <fileId>-w<width>.webp beside
// the original. They live in the 'public' bucket but are never public: only the BFF serves them, after
// the visibility check.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { UploadKind } from '../../core/projects';
import type { DbProjectFileRow } from '../../db/tables';
import { BlobNotFoundError, type BlobStore, type Bucket } from '../../storage/blob-store';
import { mapLimited } from '../../storage/map-limited';
import { notFound } from '../errors';
import { makeImageVariants } from './image-variants';

const PROJECT_FILES_BUCKET: Bucket = 'public';
const FOLDERS: Record<UploadKind, string> = { image: 'images', document: 'documents' };
export const VARIANT_TYPE = 'image/webp';
const DELETE_CONCURRENCY = 8;

const projectFilesPrefix = (projectId: string) => `projects/${projectId}/`;

export function projectFileKey(projectId: string, kind: UploadKind, fileId: string, ext: string, width?: number): string {
  return `${projectFilesPrefix(projectId)}${FOLDERS[kind]}/${fileId}${width ? `-w${width}` : ''}.${ext}`;
}

type StoredFileRef = Pick<DbProjectFileRow, 'id' | 'project_id' | 'kind' | 'storage_key' | 'variant_widths'>;

/** Every blob a file row owns: its original and its variants. */
export const ownedKeys = (file: StoredFileRef) => [
  file.storage_key,
  ...file.variant_widths.map((width) => projectFileKey(file.project_id, file.kind, file.id, 'webp', width)),
];

export interface StoredFile {
  storage_key: string;
  content_type: string;
  file_size: number;
  width: number | null;
  height: number | null;
  variant_widths: number[];
}

export interface StoreTarget {
  projectId: string;
  fileId: string;
  /** Extension and Content-Type of the original, as its content says. */
  ext: string;
  contentType: string;
}

/** A path is a file on disk (an upload's temp file); a Buffer is drawn in memory (the demo seed). */
type Source = string | Buffer;
const bodyOf = (source: Source): Readable | Buffer => (typeof source === 'string' ? createReadStream(source) : source);

async function putAll(blobs: BlobStore, items: { key: string; body: () => Readable | Buffer; contentType: string }[]): Promise<number[]> {
  const stored: string[] = [];
  try {
    const sizes: number[] = [];
    for (const item of items) {
      const info = await blobs.put(PROJECT_FILES_BUCKET, item.key, item.body(), { contentType: item.contentType });
      stored.push(item.key);
      sizes.push(info.size);
    }
    return sizes;
  } catch (err) {
    await deleteKeys(blobs, stored);
    throw err;
  }
}

export async function deleteKeys(blobs: BlobStore, keys: string[]): Promise<void> {
  await mapLimited(keys, DELETE_CONCURRENCY, (key) => blobs.delete(PROJECT_FILES_BUCKET, key));
}

/** An image and its WebP variants; the upload route and the demo seed both store images through here. */
export async function storeProjectImage(blobs: BlobStore, target: StoreTarget, source: Source): Promise<StoredFile> {
  const { width, height, variants } = await makeImageVariants(source);
  const storage_key = projectFileKey(target.projectId, 'image', target.fileId, target.ext);
  const [file_size] = await putAll(blobs, [
    { key: storage_key, body: () => bodyOf(source), contentType: target.contentType },
    ...variants.map((variant) => ({
      key: projectFileKey(target.projectId, 'image', target.fileId, 'webp', variant.width),
      body: () => variant.body,
      contentType: VARIANT_TYPE,
    })),
  ]);
  return { storage_key, content_type: target.contentType, file_size: file_size!, width, height, variant_widths: variants.map((v) => v.width) };
}

export async function storeProjectDocument(blobs: BlobStore, target: StoreTarget, source: Source): Promise<StoredFile> {
  const storage_key = projectFileKey(target.projectId, 'document', target.fileId, target.ext);
  const [file_size] = await putAll(blobs, [{ key: storage_key, body: () => bodyOf(source), contentType: target.contentType }]);
  return { storage_key, content_type: target.contentType, file_size: file_size!, width: null, height: null, variant_widths: [] };
}

/** Everything stored for a project, strays of interrupted uploads included. */
export async function deleteProjectBlobs(blobs: BlobStore, projectId: string): Promise<void> {
  const stored = await blobs.list(PROJECT_FILES_BUCKET, projectFilesPrefix(projectId));
  await deleteKeys(
    blobs,
    stored.map((blob) => blob.key),
  );
}

/** A stored blob's bytes and size; a key with nothing under it is the file's 404. */
export async function openProjectBlob(blobs: BlobStore, key: string): Promise<{ stream: Readable; size: number }> {
  try {
    const { stream, info } = await blobs.get(PROJECT_FILES_BUCKET, key);
    return { stream, size: info.size };
  } catch (err) {
    if (err instanceof BlobNotFoundError) throw notFound('project.fileNotFound', 'file_not_found');
    throw err;
  }
}

/** SHA-256 of a stored project file, read as a stream: what an investor accepted, fixed by its digest. */
export async function projectFileDigest(blobs: BlobStore, storageKey: string): Promise<string> {
  const { stream } = await blobs.get(PROJECT_FILES_BUCKET, storageKey);
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
