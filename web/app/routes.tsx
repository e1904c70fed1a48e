// Every route of the app. The public pages load on first visit (a prerendered one preloads its code
// with the app's start); none of them touches Ionic. The sign-in screens and the dashboard load inside the Ionic
// shell (web/app/ionic-shell.tsx), fetched together with their first page.
import { Suspense, type ComponentType, type ReactElement } from 'react';
import { publicPages } from '../features/public-site/public-routes';
import { PageLoading } from '../components/page-loading';
import type { CatalogGroup } from '../i18n/catalogs';
import { lazyWithCatalogs } from '../i18n/with-catalogs';
import { isMembersArea } from './members-paths';

export interface AppRoute {
  path: string;
  element: ReactElement;
}

/** A page whose code (and texts of `groups`) load on first visit. */
function lazyPage(load: () => Promise<ComponentType>, groups: readonly CatalogGroup[] = []): ReactElement {
  const Page = lazyWithCatalogs(load, groups);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** A members' area page: the page and the Ionic shell arrive in parallel. */
function memberPage(load: () => Promise<ComponentType>, groups: readonly CatalogGroup[] = []): ReactElement {
  return lazyPage(async () => {
    const [{ IonicShell }, Page] = await Promise.all([import('./ionic-shell'), load()]);
    return function MemberPage() {
      return (
        <IonicShell>
          <Page />
        </IonicShell>
      );
    };
  }, groups);
}

const sitePage = (load: () => Promise<ComponentType>) => lazyPage(load, ['site']);

export const appRoutes: AppRoute[] = [
  { path: '/', element: sitePage(() => import('../features/public-site/home-page').then((m) => m.HomePage)) },
  ...publicPages.map(({ path, load }) => ({ path, element: sitePage(load) })),
  { path: '/dashboard/*', element: memberPage(() => import('./dashboard-routes').then((m) => m.DashboardRoutes), ['members']) },
  { path: '/user-login', element: memberPage(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
  { path: '/user-signup', element: memberPage(() => import('../features/auth/signup-page').then((m) => m.SignupPage)) },
  {
    path: '/user-reset-password',
    element: memberPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
  },
  {
    path: '/user-recover-password',
    element: memberPage(() => import('../features/auth/recover-password-page').then((m) => m.RecoverPasswordPage)),
  },
  { path: '*', element: sitePage(() => import('../features/public-site/not-found-page').then((m) => m.NotFoundPage)) },
];

/** The catalog groups the first render of `path` needs, loaded before it (web/start.tsx). */
export function firstCatalogGroups(path: string): CatalogGroup[] {
  if (isMembersArea(path)) return ['members'];
  if (/^\/user-(login|signup|reset-password|recover-password)$/.test(path)) return [];
  return ['site'];
}
