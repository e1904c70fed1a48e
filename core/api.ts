// The envelope of every /api answer (spec 001 §7): `{ success: true, data }` or
// `{ success: false, error, code }`. The BFF builds answers with these types; the web client reads them.
import type { ErrorCode } from './errors';

export interface ApiSuccess<T> {
  success: true;
  data: T;
  /** Lists answered in pages: the cursor of the next page, null on the last. */
  nextCursor?: string | null;
}

export interface ApiFailure {
  success: false;
  /** Shown to people, in the request's language. */
  error: string;
  code: ErrorCode;
}

/** A write that has nothing to hand back. */
export interface ApiDone {
  success: true;
}
