// What a failed call shows (spec 000 §8, spec 001 §8): the server's own error when it sent one (or the
// client's words for an answer it could not read), else the screen's fallback for a refusal, which may
// name the status line; a request that never reached the server says so in the interface language (its
// own error, not a refusal); any other exception gets the page's text for it, or by default its own
// message and then "Error" (the login rule) or the page's text for that.
import { ApiError, OfflineError } from './client';

export interface FailureTexts {
  /** A refusal without the server's reason: a text, or one made from the status ("Server error: 502 Bad Gateway"). */
  refused: string | ((status: number, statusText: string) => string);
  offline: string;
  /** Any other exception, instead of its own message. */
  thrown?: string;
  /** A thrown value without a message of its own; "Error" by default. */
  unknown?: string;
}

export function failureMessage(err: unknown, { refused, offline, thrown, unknown = 'Error' }: FailureTexts): string {
  if (err instanceof ApiError) return err.message || (typeof refused === 'string' ? refused : refused(err.status, err.statusText));
  if (err instanceof OfflineError) return offline;
  if (thrown !== undefined) return thrown;
  return err instanceof Error && err.message ? err.message : unknown;
}
