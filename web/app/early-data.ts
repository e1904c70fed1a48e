// What a members' page asks the BFF for first — the signed-in user, and on the catalog its first page and
// then its first cards' images — asked for by the entry while the app's code is still downloading,
// instead of after it has run; and the members' area's own code with the screen the visit opens
// (first-screens.ts), or the login page's, fetched alongside the app's: it would otherwise be asked for
// only once the app has started and rendered its routes, a round trip later on a phone's connection.
import { prefetch } from '../api/client';
import { LOGIN_PATH } from '../../core/login-notice';
import type { ProjectSummary } from '../../core/projects';
import { catalogPagePath } from '../features/projects/api/projects-api';
import { cardImagePreloads } from '../features/projects/card-image';
import { isMembersArea, isMembersLanding } from './members-paths';
import { preloadMembersScreen } from './first-screens';

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

export function prefetchFirstAnswers(pathname: string): void {
  // A failed download is retried by the route that needs it.
  if (pathname === LOGIN_PATH) import('../features/auth/login-page').catch(() => undefined);
  if (!isMembersArea(pathname)) return;
  prefetch('/auth/me');
  if (isMembersLanding(pathname)) prefetch(catalogPagePath(null), preloadCardImages);
  preloadMembersScreen(pathname);
}
