// The one reading of a tus request's address. @tus/server takes the upload id from the last `/` of the
// whole URL, query string included, and percent-decodes it; an ownership check that read the path alone
// judged one id while tus acted on another (`/uploads/<mine>?x=/<theirs>`). So a request is served
// only when its raw request target is exactly the collection or one upload id, with no query, and tus
// is handed the id read here instead of parsing the URL again (tus-uploads.ts, getFileIdFromRequest).
export const TUS_PATH = '/api/kyc/uploads';

/** An upload id: the owner's id without dashes and 16 random bytes, both in lowercase hex. */
const UPLOAD_ID = '[0-9a-f]{64}';
const CANONICAL = new RegExp(`^${TUS_PATH}(?:/(${UPLOAD_ID}))?$`);

/** What each address answers: creation on the collection, the protocol's own verbs on one upload. */
const COLLECTION_METHODS = new Set(['POST', 'OPTIONS']);
const UPLOAD_METHODS = new Set(['HEAD', 'PATCH', 'DELETE']);

export type TusTarget = { kind: 'collection' } | { kind: 'upload'; uploadId: string };

/** The target of a request whose raw URL is canonical and whose method fits it; null for anything else. */
export function tusTarget(method: string, rawUrl: string): TusTarget | null {
  const match = CANONICAL.exec(rawUrl);
  if (!match) return null;
  const uploadId = match[1];
  if (uploadId === undefined) return COLLECTION_METHODS.has(method) ? { kind: 'collection' } : null;
  return UPLOAD_METHODS.has(method) ? { kind: 'upload', uploadId } : null;
}

/** An upload id as logs may show it: its first characters (from the owner's id) for debugging, never the random part. */
export const shortUploadId = (uploadId: string) => `${uploadId.slice(0, 8)}…`;
