// Every route of the app. The home page ships in the entry chunk and the other public pages load on
// first visit; none of them touches Ionic. The sign-in screens and the dashboard load inside the Ionic
// shell (web/app/ionic-shell.tsx), fetched together with their first page.
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { HomePage } from '../features/public-site/home-page';
import { publicPages } from '../features/public-site/public-routes';
import { PageLoading } from '../components/page-loading';

export interface AppRoute {
  path: string;
  element: ReactElement;
}

function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** A members' area page: the page and the Ionic shell arrive in parallel. */
function memberPage(load: () => Promise<ComponentType>): ReactElement {
  return lazyPage(async () => {
    const [{ IonicShell }, Page] = await Promise.all([import('./ionic-shell'), load()]);
    return function MemberPage() {
      return (
        <IonicShell>
          <Page />
        </IonicShell>
      );
    };
  });
}

export const appRoutes: AppRoute[] = [
  { path: '/', element: <HomePage /> },
  ...publicPages.map(({ path, load }) => ({ path, element: lazyPage(load) })),
  { path: '/dashboard/*', element: memberPage(() => import('./dashboard-routes').then((m) => m.DashboardRoutes)) },
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
  {
    path: '*',
    element: lazyPage(() => import('../features/public-site/not-found-page').then((m) => m.NotFoundPage)),
  },
];
