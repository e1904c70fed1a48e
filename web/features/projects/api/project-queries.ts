// The project reads as TanStack queries. The investor's catalog and project detail are network first
// (web/offline/network-first.ts): each answer is kept for this user, and only when the BFF cannot be
// reached is the kept copy shown, with its date. The admin's list and form read the server only.
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ProjectSummary } from '../../../../core/projects';
import type { DomainFilter } from '../../../components/domain-filter';
import { networkFirst, type Loaded } from '../../../offline/network-first';
import { pageSettled } from '../../../offline/page-settled';
import type { FIRST_PAGE as FirstPage } from '../../../offline/saved-projects';
import { wipeCount } from '../../../offline/store';
import { workerActive } from '../../../offline/worker-active';
import { fetchAdminProjects, fetchCatalogPage, fetchProject, type ProjectPage } from './projects-api';

export const projectKeys = {
  lists: ['projects', 'list'] as const,
  adminLists: ['projects', 'list', 'admin'] as const,
  edit: (id: string) => ['projects', 'edit', id] as const,
};

export type AdminListData = InfiniteData<ProjectPage, string | null>;

/** What a paged list shows: its projects, and the oldest saved copy among its pages (null when all are fresh). */
export interface ProjectList {
  projects: ProjectSummary[];
  savedAt: string | null;
}

export function oldestSavedAt(pages: Pick<Loaded<unknown>, 'savedAt'>[]): string | null {
  return pages.reduce<string | null>((oldest, { savedAt }) => (oldest && savedAt ? (oldest < savedAt ? oldest : savedAt) : (oldest ?? savedAt)), null);
}

// The saved copies live in IndexedDB through dexie (~28 KB compressed). Loaded on first use, it is not
// on the way to the first catalog page: the page renders from the fresh answer, and the store's code is
// fetched to keep a copy once the page has settled (its images loaded), so it competes with neither,
// and once a service worker is active, without which no copy could be read offline.
const savedProjects = () => import('../../../offline/saved-projects');
const savedProjectsWhenSettled = () => pageSettled().then(() => workerActive()).then(savedProjects);
type SavedProjects = Awaited<ReturnType<typeof savedProjects>>;
const FIRST_PAGE: typeof FirstPage = '';

/** Writes a copy once the store's code is here, unless the user has signed out meanwhile (the copy is theirs). */
export async function keepCopy(write: (store: SavedProjects) => Promise<void>, load: () => Promise<SavedProjects> = savedProjectsWhenSettled): Promise<void> {
  const wipesBefore = wipeCount();
  const store = await load();
  if (wipeCount() === wipesBefore) await write(store);
}

function catalogPage(userId: string, cursor: string | null): Promise<Loaded<ProjectPage>> {
  const key = cursor ?? FIRST_PAGE;
  return networkFirst({
    fetch: () => fetchCatalogPage(cursor),
    save: (page, savedAt) =>
      keepCopy((store) => store.saveCatalogPage({ userId, cursor: key, projects: page.data, nextCursor: page.nextCursor, savedAt })),
    readSaved: async () => {
      const saved = await (await savedProjects()).readCatalogPage(userId, key);
      return saved && { value: { data: saved.projects, nextCursor: saved.nextCursor }, savedAt: saved.savedAt };
    },
  });
}

export const projectQueries = {
  catalog: (userId: string) =>
    infiniteQueryOptions({
      queryKey: [...projectKeys.lists, 'catalog', userId],
      queryFn: ({ pageParam }) => catalogPage(userId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.value.nextCursor,
      select: ({ pages }): ProjectList => ({ projects: pages.flatMap((page) => page.value.data), savedAt: oldestSavedAt(pages) }),
    }),

  adminList: (brand: DomainFilter, userId: string) =>
    infiniteQueryOptions({
      queryKey: [...projectKeys.adminLists, brand, userId],
      queryFn: ({ pageParam }) => fetchAdminProjects(brand, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      select: ({ pages }): ProjectList => ({ projects: pages.flatMap((page) => page.data), savedAt: null }),
    }),

  /** A 404 is "Project not found", never an old copy (network first passes refusals on). */
  detail: (userId: string, id: string) =>
    queryOptions({
      queryKey: ['projects', 'detail', id, userId],
      queryFn: () =>
        networkFirst({
          fetch: () => fetchProject(id),
          save: (project, savedAt) => keepCopy((store) => store.saveProject(userId, project, savedAt)),
          readSaved: async () => {
            const saved = await (await savedProjects()).readProject(userId, id);
            return saved && { value: saved.project, savedAt: saved.savedAt };
          },
        }),
    }),

  edit: (id: string) => queryOptions({ queryKey: projectKeys.edit(id), queryFn: () => fetchProject(id) }),
};
