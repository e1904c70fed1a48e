// How the build groups node_modules into chunks (vite.config.ts). Left alone, the bundler cuts a chunk
// at every distinct set of importers, so the members' area arrived as ~30 small files (Ionic's
// internals one by one, React's pieces...), each a request and a round trip on a phone. Libraries that
// are always loaded together go in one chunk each instead.
import type { Rolldown } from 'vite';
import { CATALOG_GROUPS, type CatalogGroup } from '../i18n/catalog-groups';

const inPackages = (names: string): RegExp => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** A catalog group's files in one language load together (web/i18n/catalogs.ts): one chunk, not one per file. */
function catalogGroup(group: CatalogGroup, language: 'es' | 'en'): Rolldown.CodeSplittingGroup {
  const files = new RegExp(`[\\\\/]web[\\\\/]i18n[\\\\/](${CATALOG_GROUPS[group].join('|')})\\.${language}\\.json`);
  return { name: `texts-${group}-${language}`, test: (id) => files.test(id), includeDependenciesRecursively: false, priority: 3 };
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What every page runs (start.tsx imports all of it): React, the router, jotai, formatjs.
  {
    name: 'framework',
    test: inPackages('react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\\\/]router|jotai|@formatjs|intl-messageformat'),
    priority: 2,
  },
  // The members' area's UI runtime; icons stay with the pages that draw them. Only the packages
  // themselves: pulling in what they import would capture Vite's preload helper (Ionic imports lazily
  // too) and make every public page load Ionic.
  {
    name: 'ionic',
    test: (id) => inPackages('@ionic|ionicons|@stencil').test(id) && !/[\\/]ionicons[\\/]icons[\\/]/.test(id),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The server-state cache, needed by every members' page.
  { name: 'query', test: inPackages('@tanstack'), includeDependenciesRecursively: false, priority: 1 },
  ...(Object.keys(CATALOG_GROUPS) as CatalogGroup[]).flatMap((group) => [catalogGroup(group, 'es'), catalogGroup(group, 'en')]),
];
