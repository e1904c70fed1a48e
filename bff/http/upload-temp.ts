// Temporary folders for multipart uploads under DATA_DIR/uploads: one per request, removed (awaited)
// before the answer leaves, so nothing a parser was still writing can outlive the request; whatever a
// crash left behind is swept at start once it is old enough that no replica sharing DATA_DIR can
// still be writing it.
import fs from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_FOLDER = 'uploads';
const STALE_AFTER_MS = 60 * 60 * 1000;

export const uploadsDir = (dataDir: string) => path.join(dataDir, UPLOADS_FOLDER);

/** A fresh folder for one request's files. */
export async function requestUploadDir(root: string): Promise<string> {
  await fs.mkdir(root, { recursive: true });
  return fs.mkdtemp(path.join(root, 'req-'));
}

/**
 * Removes the folder and everything in it. A file the parser is still opening cannot reappear: its
 * folder is gone (the open fails, and the parser handles that error); a file already open is unlinked
 * and its space freed when the parser lets go of it.
 */
export async function removeUploadDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Entries of the uploads folder older than an hour; returns how many went. */
export async function sweepStaleUploads(root: string, now = Date.now()): Promise<number> {
  const entries = await fs.readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of entries) {
    const full = path.join(root, name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_AFTER_MS) {
      await fs.rm(full, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
