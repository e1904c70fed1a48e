// The way to the offline database (web/offline/db.ts), whose code is loaded only when needed. That code
// (dexie, ~28 KB compressed, ~140 ms to evaluate on a mid-range phone) and, on a device that never kept
// anything, creating the database's stores (~100 ms more) would otherwise stand between the KYC screen
// and its form, whose first question is "is there a draft?". A device without the database has nothing
// to read: reads answer at once without loading either, and the first write creates it. What must run
// at sign-out whether or not the store was ever loaded lives here too.
import type * as Db from './db';

export const OFFLINE_DB_NAME = 'tokenia-offline';

/**
 * Workbox runtime caches holding this user's data (vite.config.ts, workbox.runtimeCaching: the names
 * must match there): project images, and the profile so the dashboard opens offline.
 */
export const RUNTIME_CACHES = ['project-files', 'session-profile'] as const;

export type OfflineStore = typeof Db;

let loading: Promise<OfflineStore> | undefined;
const waiting = new Set<(store: OfflineStore) => void>();

/** The store, its code loaded on the first call; the database opens (and is created) with its first query. */
export function offlineStore(): Promise<OfflineStore> {
  loading ??= import('./db').then(
    (store) => {
      for (const start of waiting) start(store);
      waiting.clear();
      return store;
    },
    (error: unknown) => {
      // Its code could not be fetched (offline before it was cached): the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether this device holds the database. Only a "yes" is final: another tab may create it meanwhile. */
async function databaseExists(): Promise<boolean> {
  if (loading) return true;
  const idb = globalThis.indexedDB as IDBFactory | undefined;
  if (!idb) return false;
  // Browsers without the list (Firefox before 126) open it to find out.
  if (typeof idb.databases !== 'function') return true;
  try {
    return (await idb.databases()).some(({ name }) => name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

/** What `read` finds in the store, or `none`, without loading anything, when this device holds no database. */
export async function readOffline<T>(read: (store: OfflineStore) => Promise<T>, none: T): Promise<T> {
  return (await databaseExists()) ? read(await offlineStore()) : none;
}

/**
 * Runs `start` with the store: soon when this device holds the database, otherwise once a write of this
 * page creates it. The function returned cancels the wait.
 */
export function withOfflineStore(start: (store: OfflineStore) => void): () => void {
  let done = false;
  const run = (store: OfflineStore) => {
    if (done) return;
    done = true;
    waiting.delete(run);
    start(store);
  };
  waiting.add(run);
  void databaseExists()
    .then((exists) => (exists ? offlineStore().then(run) : undefined))
    .catch(() => undefined);
  return () => {
    done = true;
    waiting.delete(run);
  };
}

let wipes = 0;

/**
 * The sign-out wipes of this page. Copies are written in the background after the fresh answer is shown,
 * and one still on its way at sign-out must not land after the wipe.
 */
export const wipeCount = (): number => wipes;

const beforeClearing = new Set<() => void>();

/** Runs `stop` before the next sign-out wipe: work still using this user's data ends first. */
export function beforeOfflineDataCleared(stop: () => void): void {
  beforeClearing.add(stop);
}

let persistenceAsked = false;

/**
 * Asks once per page load that the browser not evict this database under storage pressure: a KYC draft
 * or a queued document exists nowhere else yet. Best effort; a refusal changes nothing.
 */
export function askPersistentStorage(): void {
  if (persistenceAsked) return;
  persistenceAsked = true;
  void globalThis.navigator?.storage?.persist?.().catch(() => undefined);
}

/**
 * Forgets everything kept on this device for the user, on sign-out: the saved pages, the runtime caches,
 * the KYC drafts, queued documents and their keys (running uploads stop first). Every part is attempted
 * even if another fails (a blocked IndexedDB must not keep the images).
 */
export async function clearOfflineData(): Promise<void> {
  wipes += 1;
  for (const stop of beforeClearing) stop();
  const caches = typeof globalThis.caches === 'undefined' ? [] : RUNTIME_CACHES.map((name) => globalThis.caches.delete(name));
  const tables = readOffline(
    ({ offlineDb: db }) => allAttempted([db.catalogPages, db.projects, db.kycDrafts, db.kycUploads, db.kycUploadBytes, db.kycKeys].map((table) => table.clear())),
    undefined,
  );
  await allAttempted([tables, ...caches]);
}

/** Waits for every one of `work`, then fails with the first failure, if any. */
async function allAttempted(work: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
