// What the build's prerender (web/build/prerender.tsx) hands the BFF's page serving
// (bff/pages/prerendered-page.ts): where the pages are, and the list of which page answers which address,
// written by the build from the app's routes (web/build/prerender.tsx) so the server needs no copy of
// the addresses.

export const PRERENDER_FOLDER = '_prerendered';

/** The list of served pages, inside PRERENDER_FOLDER. */
export const SERVED_PAGES_FILE = 'pages.json';

/** One page the build wrote and the addresses it answers, in the order the server tries them. */
export interface ServedPage {
  /** A RegExp source the address's path must match; a project's page captures the project's id. */
  path: string;
  /** Its file in each variant folder. */
  file: string;
  /** Query parameters the address must hold (the login form: an interaction id). */
  needs?: string[];
  /** name=value pairs the address must not hold (a query that changes what the page shows). */
  unless?: [string, string][];
  /** A project's page the BFF fills with the project (core/project-preview.ts), when the visitor may see it. */
  preview?: true;
}

/**
 * Absolute addresses in a prerendered page (canonical link, social cards) are written with this
 * origin; the BFF puts the visited host's origin in its place when it serves the page, so each brand's
 * host gets its own addresses.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * Each page is prerendered once per brand layout (its domain id: the company page's address differs)
 * and per language: `<domainId>/<language>/<file>` inside PRERENDER_FOLDER.
 */
export function prerenderVariantFile(domainId: number, language: string, name: string): string {
  return `${domainId}/${language}/${name}`;
}

/** Whether a served page answers this address (its path and query). */
export function servedPageFits(page: Pick<ServedPage, 'needs' | 'unless'>, query: URLSearchParams): boolean {
  return (page.needs ?? []).every((name) => Boolean(query.get(name))) && !(page.unless ?? []).some(([name, value]) => query.get(name) === value);
}
