// What a members' page asks the BFF for first — the signed-in user; on the catalog its first page and then
// its first cards' images; on a project's page the project; on the investments the own list, and on an
// investment's page the investment — asked for by the entry while the app's code
// is still downloading, instead of after it has run; and the members' area's own code with the screen
// the visit opens (first-screens.ts), or the login page's, fetched alongside the app's: it would
// otherwise be asked for only once the app has started and rendered its routes, a round trip later on a
// phone's connection.
import { prefetch } from '../api/client';
import { asksForEveryInvestment } from '../../core/investments-address';
import { LOGIN_PATH } from '../../core/login-notice';
import type { ProjectSummary } from '../../core/projects';
import { catalogPagePath, projectPath } from '../features/projects/api/projects-api';
import { cardImagePreloads } from '../features/projects/card-image';
import { investmentListPath, investmentPath, OWN_INVESTMENTS } from '../features/investments/api/investment-paths';
import { isMembersArea, isMembersLanding } from './members-paths';
import { PROJECT_PAGE } from '../../core/project-address';
import { PREVIEW_ATTRIBUTE } from '../../core/project-preview';
import { askedForFirstCode } from './first-code';
import { INVESTMENT_PAGE, INVESTMENTS_PAGE, membersScreenCode } from './first-screens';

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

/** The read of the id in `segment`, decoded as the router hands it to the page. A malformed one is left to the page to refuse. */
function prefetchById(segment: string, path: (id: string) => string): void {
  try {
    prefetch(path(decodeURIComponent(segment)));
  } catch {
    // Not an id any page asks for.
  }
}

const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export function prefetchFirstAnswers(pathname: string, search: string): void {
  // The login form paints from its HTML: its code is asked for once it is on screen (as a project's
  // preview's is, below). A failed download is retried by the route that needs it.
  if (pathname === LOGIN_PATH) afterFirstPaint().then(() => import('../features/auth/login-page')).catch(() => undefined);
  if (!isMembersArea(pathname)) return;
  prefetch('/auth/me');
  if (isMembersLanding(pathname)) prefetch(catalogPagePath(null), preloadCardImages);
  const projectId = PROJECT_PAGE.exec(pathname)?.[1];
  if (projectId) prefetchById(projectId, projectPath);
  // Every investment (?admin=true) only for an admin, which the profile tells, not yet here.
  if (INVESTMENTS_PAGE.test(pathname) && !asksForEveryInvestment(new URLSearchParams(search))) prefetch(investmentListPath(OWN_INVESTMENTS, null));
  const investmentId = INVESTMENT_PAGE.exec(pathname)?.[1];
  if (investmentId) prefetchById(investmentId, investmentPath);
  // A page that came with a project's preview shows its text from the HTML: its code, a phone's
  // connection's worth of seconds, is asked for once that is on screen, not before it (Lighthouse counts
  // every request started before the largest paint against it, docs/decisions.md).
  const code = document.querySelector(`[${PREVIEW_ATTRIBUTE}]`) ? afterFirstPaint().then(() => membersScreenCode(pathname)) : membersScreenCode(pathname);
  // A failed download is retried by the route that needs it.
  code.catch(() => undefined);
  askedForFirstCode(code);
}
