// Network first, saved copy second (DESIGN.md "Offline"): ask the BFF, keep what it answers, and only
// when the request cannot get through show the copy kept from an earlier visit, with its date.
import { ApiError, OfflineError } from '../api/client';

export interface Loaded<T> {
  value: T;
  /** null for a fresh answer; the ISO instant of the saved copy otherwise. */
  savedAt: string | null;
}

export interface NetworkFirstSteps<T> {
  fetch: () => Promise<T>;
  save: (value: T, savedAt: string) => Promise<void>;
  readSaved: () => Promise<{ value: T; savedAt: string } | undefined>;
  now?: () => Date;
}

/**
 * Whether a failure means "no answer from the BFF" rather than "the BFF said no": a dropped connection,
 * or a gateway in front of it answering for a server it cannot reach. A refusal (404, 403…) is the
 * truth and must not be papered over with an old copy.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof OfflineError || (error instanceof ApiError && error.status >= 502 && error.status <= 504);
}

export async function networkFirst<T>({ fetch, save, readSaved, now = () => new Date() }: NetworkFirstSteps<T>): Promise<Loaded<T>> {
  let value: T;
  try {
    value = await fetch();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const saved = await readSaved().catch(() => undefined);
    if (!saved) throw error;
    return saved;
  }
  // Keeping a copy is a bonus: the fresh answer is shown without waiting for it (the store's code may
  // still be downloading), and a full or blocked IndexedDB must not hide that answer.
  void save(value, now().toISOString()).catch(() => undefined);
  return { value, savedAt: null };
}
