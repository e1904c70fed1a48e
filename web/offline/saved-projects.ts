// Reading and writing the saved copies of the catalog and of project details (web/offline/db.ts), one
// user at a time, so a later visit without a network still shows what this user last saw.
import type { Project } from '../../core/projects';
import type { SavedCatalogPage, SavedProject } from './db';
import { offlineStore, readOffline } from './store';

/** The first page of the catalog is stored under this cursor. */
export const FIRST_PAGE = '';

export async function saveCatalogPage(page: SavedCatalogPage): Promise<void> {
  const { offlineDb } = await offlineStore();
  await offlineDb.transaction('rw', offlineDb.catalogPages, async () => {
    // A new first page starts a new listing: later pages saved from an older one no longer follow it.
    if (page.cursor === FIRST_PAGE) await offlineDb.catalogPages.where('userId').equals(page.userId).delete();
    await offlineDb.catalogPages.put(page);
  });
}

export function readCatalogPage(userId: string, cursor: string): Promise<SavedCatalogPage | undefined> {
  return readOffline(({ offlineDb }) => offlineDb.catalogPages.get([userId, cursor]), undefined);
}

export async function saveProject(userId: string, project: Project, savedAt: string): Promise<void> {
  const { offlineDb } = await offlineStore();
  await offlineDb.projects.put({ userId, projectId: project.id, project, savedAt });
}

export function readProject(userId: string, projectId: string): Promise<SavedProject | undefined> {
  return readOffline(({ offlineDb }) => offlineDb.projects.get([userId, projectId]), undefined);
}
