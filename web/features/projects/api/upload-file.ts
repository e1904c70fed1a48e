// POST /api/projects/files with upload progress (spec 001 §7). fetch cannot report how much of a body
// has been sent, so this one call uses XMLHttpRequest; it sends the same headers as web/api/client.ts.
import type { DocumentType, ProjectDocument, ProjectImage } from '../../../../core/projects';
import { storedPlatform } from '../../../boot/platform';

export interface UploadFields {
  file: File;
  projectId: string;
  /** 'image' for an image, else the document's category. */
  documentType: 'image' | DocumentType;
  description: string;
  /** Images only: make this one the main image. */
  isMain?: boolean;
}

export type UploadedFile = ProjectImage | ProjectDocument;

/** Why an upload did not end with a stored file; the screen words each case (spec 001 §8). */
export type UploadFailure =
  | { reason: 'network' }
  | { reason: 'cancelled' }
  | { reason: 'unreadable' }
  | { reason: 'refused'; status: number; message: string }
  | { reason: 'server'; status: number; statusText: string };

export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(readonly failure: UploadFailure) {
    super(failure.reason);
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The stored file from the server's answer, or the failure it describes. */
export function readUploadAnswer(status: number, statusText: string, body: string): UploadedFile {
  const envelope = parseJson(body);
  if (status >= 200 && status < 300) {
    if (isRecord(envelope) && envelope.success !== false && isRecord(envelope.data) && typeof envelope.data.id === 'string') {
      return envelope.data as unknown as UploadedFile;
    }
    throw new UploadError({ reason: 'unreadable' });
  }
  if (isRecord(envelope) && typeof envelope.error === 'string' && envelope.error) {
    throw new UploadError({ reason: 'refused', status, message: envelope.error });
  }
  throw new UploadError({ reason: 'server', status, statusText });
}

export function uploadProjectFile(
  fields: UploadFields,
  { onProgress, signal }: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<UploadedFile> {
  const form = new FormData();
  form.set('projectId', fields.projectId);
  form.set('documentType', fields.documentType);
  form.set('description', fields.description);
  if (fields.documentType === 'image') form.set('isMain', String(fields.isMain ?? false));
  // Last, so the server has read every text field by the time the file arrives.
  form.set('file', fields.file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/projects/files');
    request.setRequestHeader('Accept', 'application/json');
    const platform = storedPlatform();
    if (platform) request.setRequestHeader('X-Platform', platform);
    if (document.documentElement.lang) request.setRequestHeader('X-Language', document.documentElement.lang);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        resolve(readUploadAnswer(request.status, request.statusText, request.responseText));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new UploadError({ reason: 'network' }));
    request.onabort = () => reject(new UploadError({ reason: 'cancelled' }));
    if (signal.aborted) return reject(new UploadError({ reason: 'cancelled' }));
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}
