// Every route of the app. The public pages load on first visit (a prerendered one preloads its code
// with the app's start); neither they nor the sign-in screens touch Ionic. The dashboard loads inside the
// Ionic shell (web/app/ionic-shell.tsx), fetched together with its first screen.
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { publicPages } from '../features/public-site/public-routes';
import { PageLoading } from '../components/page-loading';
import type { CatalogGroup } from '../i18n/catalogs';
import { lazyWithCatalogs } from '../i18n/with-catalogs';
import type { Loadable } from './code-loader';
import { loadMembersArea } from './members-area';
import { isMembersArea } from './members-paths';

export interface AppRoute {
  path: string;
  element: ReactElement;
}

/** A page whose code (and texts of `groups`) load on first visit. */
function lazyPage(load: Loadable<ComponentType>, groups: readonly CatalogGroup[] = []): ReactElement {
  const Page = lazyWithCatalogs(load, groups);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** A page drawn inside a shell (providers, a root element) that loads in parallel with it. */
function framedPage(loadShell: () => Promise<ComponentType<{ children: ReactNode }>>, load: () => Promise<ComponentType>): ReactElement {
  return lazyPage(async () => {
    const [Shell, Page] = await Promise.all([loadShell(), load()]);
    return function FramedPage() {
      return (
        <Shell>
          <Page />
        </Shell>
      );
    };
  });
}

/**
 * A sign-in screen: a plain form in the brand's frame, drawn without Ionic (it uses none of its
 * components), so the login page — where every sign-in lands, and the partner brand's home page — loads,
 * paints and hydrates like a public page. Those that ask the server a question (`serverState`) get the
 * server-state cache, without Ionic.
 */
const authPage = (load: () => Promise<ComponentType>, { serverState = false } = {}) =>
  serverState ? framedPage(() => import('../shell/query-shell').then((m) => m.QueryShell), load) : lazyPage(load);

const sitePage = (load: () => Promise<ComponentType>) => lazyPage(load, ['site']);

export const appRoutes: AppRoute[] = [
  { path: '/', element: sitePage(() => import('../features/public-site/home-page').then((m) => m.HomePage)) },
  ...publicPages.map(({ path, load }) => ({ path, element: sitePage(load) })),
  // The dashboard in the Ionic shell, its code started by the entry (members-area.ts).
  { path: '/dashboard/*', element: lazyPage(loadMembersArea, ['members']) },
  { path: '/user-login', element: authPage(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
  { path: '/user-signup', element: authPage(() => import('../features/auth/signup-page').then((m) => m.SignupPage), { serverState: true }) },
  {
    path: '/user-reset-password',
    element: authPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage), { serverState: true }),
  },
  {
    path: '/user-recover-password',
    element: authPage(() => import('../features/auth/recover-password-page').then((m) => m.RecoverPasswordPage)),
  },
  { path: '*', element: sitePage(() => import('../features/public-site/not-found-page').then((m) => m.NotFoundPage)) },
];

/** The catalog groups the first render of `path` needs, loaded before it (web/start.tsx). */
export function firstCatalogGroups(path: string): CatalogGroup[] {
  if (isMembersArea(path)) return ['members'];
  if (/^\/user-(login|signup|reset-password|recover-password)$/.test(path)) return [];
  return ['site'];
}
