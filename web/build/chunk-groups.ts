// How the build groups modules into chunks (vite.config.ts). Left alone, the bundler cut the members'
// area into ~30 small files, each a round trip on a phone; what always loads together goes in one chunk
// instead: each library family, each catalog group's texts, the start-up code, the public site's, and
// the members' frame with its first screen. The other screens are left to the bundler.
import path from 'node:path';
import type { Rolldown } from 'vite';
import { CATALOG_GROUPS, textsChunk, type CatalogGroup } from '../i18n/catalog-groups';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const inPackages = (names: string): RegExp => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** A catalog group's files in one language load together (web/i18n/catalogs.ts): one chunk, not one per file. */
function catalogGroup(group: CatalogGroup, language: 'es' | 'en'): Rolldown.CodeSplittingGroup {
  const files = new RegExp(`[\\\\/]web[\\\\/]i18n[\\\\/](${CATALOG_GROUPS[group].join('|')})\\.${language}\\.json`);
  return { name: textsChunk(group, language), test: (id) => files.test(id), includeDependenciesRecursively: false, priority: 3 };
}

/** The shell's English texts, under a name the prerender can find (the Spanish ones are in the entry). */
const APP_ENGLISH = /[\\/]web[\\/]i18n[\\/]en\.json/;
const QUERY_SHELL = /[\\/]web[\\/]shell[\\/]query-(client\.ts|shell\.tsx)$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, directly or not (what loads with them). */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((root) => graph.getModuleInfo(root));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names a module's chunk by what loads it: `start`, what every page's start-up imports, and the app's
 * modules the home page shares with another area; `members`, what the members' frame and its landing
 * screen import, unless a page outside that area imports it too (it must not download the members'
 * area); `site`, the home page and what it shares with the other public pages, unless a page outside
 * the site imports it too. Anything else is left to the bundler.
 */
export function appChunkNamer(webDir: string): (id: string, ctx: ModuleGraph) => string | null {
  const file = (relative: string) => path.join(webDir, relative);
  // The frame and its landing screen (the route table's '' entry, the catalog): one chunk a members' page preloads.
  const membersRoots = ['shell/members-frame.tsx', 'features/projects/catalog-page.tsx'].map(file);
  const routeTable = file('shell/route-table.ts');
  const homePage = file('features/public-site/home-page.tsx');
  const publicSite = file('features/public-site/');
  const passes = new WeakMap<object, (id: string) => string | null>();
  const namerFor = (graph: ModuleGraph) => {
    const entry = staticClosure(graph, [file('main.tsx')]);
    const start = staticClosure(graph, [file('start.tsx')]);
    // What the entry asks for a page's first answers with: small, no library.
    const firstAnswers = staticClosure(graph, [routeTable]);
    // The members' screens (the route table's) load inside the members' area, not elsewhere.
    const screens = new Set(graph.getModuleInfo(routeTable)?.dynamicallyImportedIds ?? []);
    const elsewhere = [...start]
      .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      .filter((id) => !membersRoots.includes(id) && !screens.has(id));
    const outside = staticClosure(graph, elsewhere);
    const members = staticClosure(graph, membersRoots);
    const site = staticClosure(graph, [homePage]);
    const beyondSite = staticClosure(graph, [...elsewhere.filter((id) => !id.startsWith(publicSite)), ...membersRoots]);
    return (id: string) => {
      if (entry.has(id)) return null;
      if (firstAnswers.has(id) && !NODE_MODULES.test(id)) return 'first-answers';
      // Small and on nearly every page (the language switcher, the meta tags): not a tiny chunk of their own.
      if (start.has(id) || (site.has(id) && beyondSite.has(id) && !NODE_MODULES.test(id))) return 'start';
      if (members.has(id) && !outside.has(id)) return 'members';
      return site.has(id) && !beyondSite.has(id) ? 'site' : null;
    };
  };
  return (id, ctx) => {
    // getModuleInfo's answers are shared within one chunking pass: the start module's answer keys the pass.
    const passKey = ctx.getModuleInfo(file('start.tsx'));
    if (!passKey) return null;
    let name = passes.get(passKey);
    if (!name) passes.set(passKey, (name = namerFor(ctx)));
    return name(id);
  };
}

export const chunkGroups = (webDir: string): Rolldown.CodeSplittingGroup[] => [
  // What every page runs (start.tsx imports all of it): React, the router, jotai, formatjs.
  {
    name: 'framework',
    test: inPackages('react|react-dom|scheduler|react-router|react-router-dom|@remix-run[\\\\/]router|jotai|@formatjs|intl-messageformat'),
    priority: 2,
  },
  // The members' UI runtime, without the icons (they stay with the pages that draw them) and without
  // what it imports: that would capture Vite's preload helper and make every public page load Ionic.
  {
    name: 'ionic',
    test: (id) => inPackages('@ionic|ionicons|@stencil').test(id) && !/[\\/]ionicons[\\/]icons[\\/]/.test(id),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The server-state cache with the app's own cache and provider (shared with the sign-in screens that
  // ask the server; in a chunk of their own, one more file on every members' page).
  { name: 'query', test: (id) => inPackages('@tanstack').test(id) || QUERY_SHELL.test(id), includeDependenciesRecursively: false, priority: 1 },
  ...(Object.keys(CATALOG_GROUPS) as CatalogGroup[]).flatMap((group) => [catalogGroup(group, 'es'), catalogGroup(group, 'en')]),
  { name: textsChunk('app', 'en'), test: (id) => APP_ENGLISH.test(id), includeDependenciesRecursively: false, priority: 3 },
  // Below the library groups: a library the app imports stays in its own family's chunk.
  { name: appChunkNamer(webDir), debugName: 'app', includeDependenciesRecursively: false, priority: 0 },
];
