// Every route of the app. The home page ships in the entry chunk; every other page is loaded when first
// visited. Features add their pages here (e.g. /dashboard, /user-login).
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { HomePage } from '../features/public-site/home-page';
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

export const appRoutes: AppRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/dashboard/*', element: lazyPage(() => import('./dashboard-routes').then((m) => m.DashboardRoutes)) },
  { path: '/user-login', element: lazyPage(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
  { path: '/user-signup', element: lazyPage(() => import('../features/auth/signup-page').then((m) => m.SignupPage)) },
  {
    path: '/user-reset-password',
    element: lazyPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
  },
  {
    path: '/user-recover-password',
    element: lazyPage(() => import('../features/auth/recover-password-page').then((m) => m.RecoverPasswordPage)),
  },
  {
    path: '*',
    element: lazyPage(() => import('../features/public-site/not-found-page').then((m) => m.NotFoundPage)),
  },
];
