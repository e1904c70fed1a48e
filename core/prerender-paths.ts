// Where the build writes a prerendered page and where the BFF looks for it: one rule for both.
import { asksForEveryInvestment, INVESTMENTS_PATH } from './investments-address';
import { LOGIN_PATH, returnedNotice } from './login-notice';
import { PROJECT_PAGE } from './project-address';

export const PRERENDER_FOLDER = '_prerendered';

/**
 * On a page's root when its first screen is all in its HTML (the login form, a members' heading the
 * app's screen keeps, a project's preview): the entry asks for its code and first answers once that has
 * painted (web/app/early-data.ts), and its head names no code. Its value: the addresses, space-separated,
 * of the texts in the page's language the app's start awaits before it renders, asked for with the code.
 */
export const PAINTS_FIRST_ATTRIBUTE = 'data-paints-first';

/**
 * On a members' page's root when its head names its screen's code besides the members' area's (a
 * project's page, the admin's projects): the entry then runs that code after the app's own, in a task of
 * its own, as it does on a page that paints first (web/app/early-data.ts); on a page whose head does not
 * name it, asking for it is what fetches it, so the entry asks at once.
 */
export const SCREEN_CODE_NAMED_ATTRIBUTE = 'data-screen-code-named';

/**
 * "/" → "index.html", "/aviso-legal" or "/aviso-legal/" → "aviso-legal.html", "/dashboard/kyc-verification"
 * → "dashboard/kyc-verification.html"; null for paths that are not plain page paths (segments of
 * lower-case letters, digits and dashes only: no dot, no encoded character, so never another file).
 */
export function prerenderFileName(urlPath: string): string | null {
  const name = urlPath.replace(/^\/+|\/+$/g, '');
  if (!/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(name)) return null;
  return `${name || 'index'}.html`;
}

/**
 * The members' skeleton without a heading, written by the build once per brand and language: sent for a
 * members' screen it did not paint on its own (the investments, a project, the admin's lists), so a
 * phone paints the dashboard's frame there too before any script has run. No address maps to this name
 * (prerenderFileName never gives an underscore).
 */
export const MEMBERS_SKELETON_FILE = 'dashboard/_screen.html';

/**
 * The same skeleton for a project's page, with that page's code named in its head: the screen's code is
 * then fetched as the page is read instead of once the entry has run and asked for it.
 */
export const PROJECT_SKELETON_FILE = 'dashboard/_project.html';

/** The files to send for a page's address when the build wrote none of its own, the first the build wrote. */
export function prerenderFallbackFiles(urlPath: string): string[] {
  if (!/^\/+dashboard\/[^/]/.test(urlPath)) return [];
  return PROJECT_PAGE.test(urlPath) ? [PROJECT_SKELETON_FILE, MEMBERS_SKELETON_FILE] : [MEMBERS_SKELETON_FILE];
}

/**
 * Absolute addresses in a prerendered page (canonical link, social cards) are written with this
 * origin; the BFF puts the visited host's origin in its place when it serves the page, so each brand's
 * host gets its own addresses.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * Each page is prerendered once per brand layout (its domain id: the company page's address differs)
 * and per language: `<domainId>/<language>/<name>.html` inside PRERENDER_FOLDER.
 */
export function prerenderVariantFile(domainId: number, language: string, name: string): string {
  return `${domainId}/${language}/${name}`;
}

/**
 * Whether a page's prerendered copy is what the browser would draw for this address. The login page is
 * prerendered as its form, which it shows once the sign-in has started (an interaction id in the
 * address) with nothing to tell (no notice): its copy is for that visit only. The investments screen is
 * prerendered with the own list's heading, the same for every user: not for ?admin=true, whose heading
 * depends on whether the user is an admin (the members' skeleton without a heading goes instead). Any
 * other page's copy fits whatever the query holds.
 */
export function prerenderFits(urlPath: string, query: URLSearchParams): boolean {
  const path = urlPath.replace(/(.)\/+$/, '$1');
  if (path === INVESTMENTS_PATH) return !asksForEveryInvestment(query);
  if (path !== LOGIN_PATH) return true;
  return Boolean(query.get('uid')) && returnedNotice(query) === null;
}
