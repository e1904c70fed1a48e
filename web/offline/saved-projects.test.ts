import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project, ProjectSummary } from '../../core/projects';
import { offlineDb } from './db';
import { clearOfflineData } from './store';
import { FIRST_PAGE, readCatalogPage, readProject, saveCatalogPage, saveProject } from './saved-projects';

const summary = (id: string) => ({ id, name: `Proyecto ${id}` }) as ProjectSummary;
const project = (id: string) => ({ id, name: `Proyecto ${id}`, images: [], documents: [] }) as unknown as Project;
const page = (userId: string, cursor: string, ids: string[]) => ({
  userId,
  cursor,
  projects: ids.map(summary),
  nextCursor: null,
  savedAt: '2026-11-20T10:00:00.000Z',
});

afterEach(() => clearOfflineData());

describe('saved catalog pages', () => {
  it('keeps a page per user and cursor', async () => {
    await saveCatalogPage(page('ana', FIRST_PAGE, ['1', '2']));
    await saveCatalogPage(page('ana', 'c2', ['3']));
    await saveCatalogPage(page('luis', FIRST_PAGE, ['9']));
    expect((await readCatalogPage('ana', FIRST_PAGE))?.projects.map((p) => p.id)).toEqual(['1', '2']);
    expect((await readCatalogPage('ana', 'c2'))?.projects.map((p) => p.id)).toEqual(['3']);
    expect((await readCatalogPage('luis', FIRST_PAGE))?.projects.map((p) => p.id)).toEqual(['9']);
    expect(await readCatalogPage('luis', 'c2')).toBeUndefined();
  });

  it('drops the later pages of an older listing when a new first page arrives', async () => {
    await saveCatalogPage(page('ana', FIRST_PAGE, ['1']));
    await saveCatalogPage(page('ana', 'c2', ['2']));
    await saveCatalogPage(page('luis', 'c2', ['8']));
    await saveCatalogPage({ ...page('ana', FIRST_PAGE, ['0', '1']), savedAt: '2026-11-21T09:00:00.000Z' });
    expect(await readCatalogPage('ana', 'c2')).toBeUndefined();
    expect((await readCatalogPage('ana', FIRST_PAGE))?.savedAt).toBe('2026-11-21T09:00:00.000Z');
    expect(await readCatalogPage('luis', 'c2')).toBeDefined();
  });
});

describe('saved project details', () => {
  it('keeps one copy per user and project, the newest', async () => {
    await saveProject('ana', project('p1'), '2026-11-20T10:00:00.000Z');
    await saveProject('ana', { ...project('p1'), name: 'Nuevo nombre' }, '2026-11-21T10:00:00.000Z');
    const saved = await readProject('ana', 'p1');
    expect(saved?.project.name).toBe('Nuevo nombre');
    expect(saved?.savedAt).toBe('2026-11-21T10:00:00.000Z');
    expect(await readProject('luis', 'p1')).toBeUndefined();
  });
});

describe('clearing on sign-out', () => {
  it('forgets every saved page and project', async () => {
    await saveCatalogPage(page('ana', FIRST_PAGE, ['1']));
    await saveProject('ana', project('p1'), '2026-11-20T10:00:00.000Z');
    await clearOfflineData();
    expect(await offlineDb.catalogPages.count()).toBe(0);
    expect(await offlineDb.projects.count()).toBe(0);
  });
});
