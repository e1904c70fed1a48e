// What an uploaded file really is, read from its bytes (magic numbers, and for Office files the parts
// inside the ZIP container) with the `file-type` package; the name and the browser's Content-Type are
// never trusted. Only the formats spec 001 §5 accepts come back; anything else is null.
import path from 'node:path';
import type { UploadKind } from '../../core/projects';

export interface SniffedType {
  /** Extension the stored file gets. */
  ext: string;
  /** Content-Type it is served with. */
  mime: string;
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'gif', 'webp']);
const OOXML_EXTENSIONS = new Set(['docx', 'xlsx', 'pptx']);

/**
 * Legacy .doc, .xls and .ppt share one container (Compound File Binary) that does not say which
 * application wrote it; the uploader's extension picks among those three only.
 */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export async function sniffFileType(filePath: string, filename: string, kind: UploadKind): Promise<SniffedType | null> {
  // Loaded on the first upload, not at start-up.
  const { fileTypeFromFile } = await import('file-type');
  const found = await fileTypeFromFile(filePath);
  if (!found) return null;
  if (kind === 'image') return IMAGE_EXTENSIONS.has(found.ext) ? { ext: found.ext, mime: found.mime } : null;
  if (found.ext === 'pdf' || OOXML_EXTENSIONS.has(found.ext)) return { ext: found.ext, mime: found.mime };
  if (found.ext === 'cfb') {
    const named = path.extname(filename).slice(1).toLowerCase();
    const mime = CFB_BY_EXTENSION[named];
    return mime ? { ext: named, mime } : null;
  }
  return null;
}
