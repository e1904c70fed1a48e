// What a members' page asks the BFF for first — the signed-in user; on the catalog its first page and
// then its first cards' images; on a project's page the project; on the investments the own list, on an
// investment's page the investment, on the KYC the own application, and on the admin's projects their
// first page — asked for by the entry while the app's code is still downloading, instead of after it
// has run; and the members' area's own code with the screen the visit opens (first-screens.ts), or the
// login page's, fetched alongside the app's: it would otherwise be asked for only once the app has
// started and rendered its routes, a round trip later on a phone's connection. A page that paints its
// first screen from its HTML asks once that has painted.
import { prefetch } from '../api/client';
import { asksForEveryInvestment } from '../../core/investments-address';
import { LOGIN_PATH } from '../../core/login-notice';
import type { ProjectSummary } from '../../core/projects';
import { adminProjectsPagePath, catalogPagePath, FIRST_ADMIN_BRAND, projectPath } from '../features/projects/api/projects-api';
import { cardImagePreloads } from '../features/projects/card-image';
import { investmentListPath, investmentPath, OWN_INVESTMENTS } from '../features/investments/api/investment-paths';
import { OWN_APPLICATIONS } from '../features/kyc/api/kyc-paths';
import { isMembersArea, isMembersLanding } from '../app/members-paths';
import { PROJECT_PAGE } from '../../core/project-address';
import { PAINTS_FIRST_ATTRIBUTE, SCREEN_CODE_NAMED_ATTRIBUTE } from '../../core/prerender-paths';
import { afterFirstPaint } from './after-first-paint';
import { afterAppCode, askedForFirstCode } from '../app/first-code';
import { ADMIN_PROJECTS_PAGE, hasOwnScreenCode, INVESTMENT_PAGE, INVESTMENTS_PAGE, KYC_PAGE, membersScreenCode } from '../app/first-screens';

function preloadCardImages(projects: unknown): void {
  if (!Array.isArray(projects)) return;
  for (const { href, media, imageSrcset, imageSizes } of cardImagePreloads(projects as ProjectSummary[])) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.media = media;
    if (imageSrcset) link.imageSrcset = imageSrcset;
    if (imageSizes) link.imageSizes = imageSizes;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

/** Fetched (and compiled) as the app's own imports of them will ask: the module map then has them. */
function preloadModules(addresses: string[]): void {
  for (const address of addresses) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = address;
    document.head.append(link);
  }
}

/** The read of the id in `segment`, decoded as the router hands it to the page. A malformed one is left to the page to refuse. */
function prefetchById(segment: string, path: (id: string) => string): void {
  try {
    prefetch(path(decodeURIComponent(segment)));
  } catch {
    // Not an id any page asks for.
  }
}

/**
 * A members' page's first answers and its code; the code as the start waits on it. It runs once the
 * app's own code has run, in a task of its own (first-code.ts afterAppCode), when the page has its files
 * on their way already: every members' page preloads the area's (the catalog's, the landing's, is in it),
 * and a page whose screen has code of its own names that code (`screenCodeNamed`: in its first paint's
 * mark, or in its head, core/prerender-paths.ts SCREEN_CODE_NAMED_ATTRIBUTE). A screen whose files the
 * page does not name is asked for at once, since asking is what fetches them; its code then runs with the
 * app's as it arrives.
 */
function askForMembersScreen(pathname: string, search: string, screenCodeNamed: boolean): Promise<unknown> {
  prefetch('/auth/me');
  if (isMembersLanding(pathname)) prefetch(catalogPagePath(null), preloadCardImages);
  const projectId = PROJECT_PAGE.exec(pathname)?.[1];
  if (projectId) prefetchById(projectId, projectPath);
  // Every investment (?admin=true) only for an admin, which the profile tells, not yet here.
  if (INVESTMENTS_PAGE.test(pathname) && !asksForEveryInvestment(new URLSearchParams(search))) prefetch(investmentListPath(OWN_INVESTMENTS, null));
  const investmentId = INVESTMENT_PAGE.exec(pathname)?.[1];
  if (investmentId) prefetchById(investmentId, investmentPath);
  if (KYC_PAGE.test(pathname)) prefetch(OWN_APPLICATIONS);
  // Only an admin opens the projects' list (anyone else is refused it, and the early answer is never taken).
  if (ADMIN_PROJECTS_PAGE.test(pathname)) prefetch(adminProjectsPagePath(FIRST_ADMIN_BRAND, null));
  return screenCodeNamed || !hasOwnScreenCode(pathname) ? afterAppCode(() => membersScreenCode(pathname)) : membersScreenCode(pathname);
}

/** The code of the page's first screen and its first answers, asked for now: the login form's, a members' screen's. */
function askForFirstScreen(pathname: string, search: string, screenCodeNamed: boolean): void {
  if (pathname === LOGIN_PATH) {
    import('../features/auth/login-page').catch(() => undefined);
    return;
  }
  if (!isMembersArea(pathname)) return;
  const code = askForMembersScreen(pathname, search, screenCodeNamed);
  code.catch(() => undefined);
  askedForFirstCode(code);
}

/**
 * A page whose first screen is all in its HTML (its root marked so by the build, core/prerender-paths.ts
 * PAINTS_FIRST_ATTRIBUTE: the login form, a members' heading, a project's preview) asks for its code and
 * answers once that is on screen, not before: the code is a phone's connection's worth of seconds, and
 * Lighthouse counts every request started before the largest paint against it (docs/decisions.md); the
 * texts the app's start awaits, and a members' screen's code, go with the app's (the mark names them).
 * Any other page asks at once.
 * Failed downloads are retried by the routes that need them.
 */
export function prefetchFirstAnswers(pathname: string, search: string): void {
  const root = document.getElementById('root');
  const preloads = root?.getAttribute(PAINTS_FIRST_ATTRIBUTE);
  if (preloads === null || preloads === undefined) {
    askForFirstScreen(pathname, search, root?.hasAttribute(SCREEN_CODE_NAMED_ATTRIBUTE) === true);
    return;
  }
  void afterFirstPaint().then(() => {
    preloadModules(preloads.split(' ').filter(Boolean));
    // The answers in a task of their own: with the preloads they made one long task on a phone (Chromium,
    // unthrottled on this project's machine: ~6 ms of starting the preloads and ~8 of the first fetches).
    setTimeout(() => askForFirstScreen(pathname, search, true), 0);
  });
}
