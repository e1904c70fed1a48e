// The investor catalog's pages, network first: each page the BFF answers is kept for this user, and when
// the BFF cannot be reached the kept pages are shown with the date they were saved (DESIGN.md "Offline").
import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../api/failure-message';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { networkFirst, type Loaded } from '../../offline/network-first';
import { FIRST_PAGE, readCatalogPage, saveCatalogPage } from '../../offline/saved-projects';
import type { ProjectSummary } from '../../../core/projects';
import { fetchCatalogPage, type ProjectPage } from './projects-api';

export type Catalog =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; projects: ProjectSummary[]; nextCursor: string | null; loadingMore: boolean; savedAt: string | null };

function loadPage(userId: string, cursor: string | null): Promise<Loaded<ProjectPage>> {
  const key = cursor ?? FIRST_PAGE;
  return networkFirst({
    fetch: () => fetchCatalogPage(cursor),
    save: (page, savedAt) => saveCatalogPage({ userId, cursor: key, projects: page.data, nextCursor: page.nextCursor, savedAt }),
    readSaved: async () => {
      const saved = await readCatalogPage(userId, key);
      return saved && { value: { data: saved.projects, nextCursor: saved.nextCursor }, savedAt: saved.savedAt };
    },
  });
}

/** The older of two saved dates; a fresh page (null) adds nothing to it. */
const oldest = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));

export function useCatalog(userId: string) {
  const t = useT();
  const toast = useToast();
  const [catalog, setCatalog] = useState<Catalog>({ state: 'loading' });
  const describe = useCallback(
    (error: unknown) => failureMessage(error, { refused: t('catalog.error.generic'), offline: t('catalog.error.offline') }),
    [t],
  );

  useEffect(() => {
    let current = true;
    loadPage(userId, null).then(
      ({ value, savedAt }) => current && setCatalog({ state: 'ready', projects: value.data, nextCursor: value.nextCursor, loadingMore: false, savedAt }),
      (error: unknown) => current && setCatalog({ state: 'failed', message: describe(error) }),
    );
    return () => {
      current = false;
    };
  }, [userId, describe]);

  const loadMore = async () => {
    if (catalog.state !== 'ready' || !catalog.nextCursor || catalog.loadingMore) return;
    setCatalog({ ...catalog, loadingMore: true });
    try {
      const { value, savedAt } = await loadPage(userId, catalog.nextCursor);
      setCatalog({
        state: 'ready',
        projects: [...catalog.projects, ...value.data],
        nextCursor: value.nextCursor,
        loadingMore: false,
        savedAt: oldest(catalog.savedAt, savedAt),
      });
    } catch (error) {
      setCatalog({ ...catalog, loadingMore: false });
      toast.error(t('catalog.error', { message: describe(error) }));
    }
  };

  return { catalog, loadMore };
}
