// The app's one IndexedDB database (DESIGN.md "Offline"): what the members' area keeps for reading
// without a network, per signed-in user. Versioned with Dexie: a new version adds its stores below the
// last one and never edits an earlier entry, so browsers upgrade whatever version they hold.
import { Dexie, type Table } from 'dexie';
import type { Project, ProjectSummary } from '../../core/projects';

/** One page of the investor catalog as the API answered it; the first page has cursor ''. */
export interface SavedCatalogPage {
  userId: string;
  cursor: string;
  projects: ProjectSummary[];
  nextCursor: string | null;
  /** ISO instant of the answer this copy comes from. */
  savedAt: string;
}

/** One project detail as the API answered it. */
export interface SavedProject {
  userId: string;
  projectId: string;
  project: Project;
  savedAt: string;
}

export const OFFLINE_DB_NAME = 'tokenia-offline';

/**
 * Workbox runtime caches holding this user's data (vite.config.ts, workbox.runtimeCaching: the names
 * must match there): project images, and the profile so the dashboard opens offline.
 */
export const RUNTIME_CACHES = ['project-files', 'session-profile'] as const;

export type OfflineDb = Dexie & {
  catalogPages: Table<SavedCatalogPage, [userId: string, cursor: string]>;
  projects: Table<SavedProject, [userId: string, projectId: string]>;
};

function openOfflineDb(): OfflineDb {
  const db = new Dexie(OFFLINE_DB_NAME) as OfflineDb;
  db.version(1).stores({
    // Compound primary keys: one copy per user and page / project; userId alone to clear one user.
    catalogPages: '[userId+cursor], userId',
    projects: '[userId+projectId], userId',
  });
  return db;
}

export const offlineDb = openOfflineDb();

/**
 * Forgets everything kept for offline reading, on sign-out: the saved pages and the runtime caches.
 * Every part is attempted even if another fails (a blocked IndexedDB must not keep the images).
 */
export async function clearOfflineData(): Promise<void> {
  const caches = typeof globalThis.caches === 'undefined' ? [] : RUNTIME_CACHES.map((name) => globalThis.caches.delete(name));
  const results = await Promise.allSettled([offlineDb.catalogPages.clear(), offlineDb.projects.clear(), ...caches]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
