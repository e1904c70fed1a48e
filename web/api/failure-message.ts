// What a failed call shows (spec 000 §8): the server's own error when it sent one, else the screen's
// fallback for a refusal; a request that never reached the server says so in the interface language
// (its own error, not a refusal); any other exception gets the page's text for it, or by default its
// own message and then "Error" (the login rule).
import { ApiError, OfflineError } from './client';

export interface FailureTexts {
  refused: string;
  offline: string;
  thrown?: string;
}

export function failureMessage(err: unknown, { refused, offline, thrown }: FailureTexts): string {
  if (err instanceof ApiError) return err.message || refused;
  if (err instanceof OfflineError) return offline;
  if (thrown !== undefined) return thrown;
  return err instanceof Error && err.message ? err.message : 'Error';
}
