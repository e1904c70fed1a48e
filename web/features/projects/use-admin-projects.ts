// The admin's project list (spec 001 §2 "Project management list"): the first page for the chosen brand,
// more pages on demand with the cursor, and local status changes after a block or unblock. It loads
// again when the brand filter or the signed-in user changes.
import { useCallback, useEffect, useState } from 'react';
import type { ProjectStatus, ProjectSummary } from '../../../core/projects';
import { failureMessage } from '../../api/failure-message';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import type { DomainFilter } from '../../components/domain-filter';
import { fetchAdminProjects } from './projects-api';

export type AdminListing =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; projects: ProjectSummary[]; nextCursor: string | null; loadingMore: boolean };

export function useAdminProjects(brand: DomainFilter, userId: string) {
  const t = useT();
  const toast = useToast();
  const key = `${brand}|${userId}`;
  const [loaded, setLoaded] = useState<{ key: string; listing: AdminListing }>({ key, listing: { state: 'loading' } });

  const describe = useCallback(
    (error: unknown) => failureMessage(error, { refused: t('catalog.error.generic'), offline: t('catalog.error.offline') }),
    [t],
  );

  useEffect(() => {
    let current = true;
    fetchAdminProjects(brand, null).then(
      ({ data, nextCursor }) => current && setLoaded({ key, listing: { state: 'ready', projects: data, nextCursor, loadingMore: false } }),
      (error: unknown) => current && setLoaded({ key, listing: { state: 'failed', message: describe(error) } }),
    );
    return () => {
      current = false;
    };
  }, [brand, key, describe]);

  // A listing for another filter or user is stale: loading until the new one arrives.
  const listing: AdminListing = loaded.key === key ? loaded.listing : { state: 'loading' };

  const update = (change: (ready: Extract<AdminListing, { state: 'ready' }>) => AdminListing) =>
    setLoaded((previous) => (previous.key === key && previous.listing.state === 'ready' ? { key, listing: change(previous.listing) } : previous));

  const loadMore = async () => {
    if (listing.state !== 'ready' || !listing.nextCursor || listing.loadingMore) return;
    update((ready) => ({ ...ready, loadingMore: true }));
    try {
      const page = await fetchAdminProjects(brand, listing.nextCursor);
      update((ready) => ({ state: 'ready', projects: [...ready.projects, ...page.data], nextCursor: page.nextCursor, loadingMore: false }));
    } catch (error) {
      update((ready) => ({ ...ready, loadingMore: false }));
      toast.error(t('catalog.error', { message: describe(error) }));
    }
  };

  /** After a block or unblock: the row shows its new status without a reload (spec 001 §4). */
  const setStatus = (id: string, status: ProjectStatus) =>
    update((ready) => ({ ...ready, projects: ready.projects.map((project) => (project.id === id ? { ...project, status } : project)) }));

  return { listing, loadMore, setStatus };
}
