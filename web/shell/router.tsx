// Every route of the app for React Router's data router (web/start.tsx) and the prerender: the public
// pages and sign-in screens (no Ionic), and a members' route per entry of shell/route-table.ts. A route's
// `lazy` brings its code and texts together before it renders (no fallback flashes); a screen's loader
// asks for its first answers at the same moment, without waiting for them.
import type { ComponentType } from 'react';
import { matchRoutes, Outlet, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import type { createStore } from 'jotai';
import { OfflineBanner } from '../components/offline-banner';
import { publicPages } from '../features/public-site/public-routes';
import { addCatalogGroups } from '../i18n/add-catalog-groups';
import type { CatalogGroup } from '../i18n/catalogs';
import { askForAnswers, MEMBERS_AREA, MEMBERS_GROUPS, membersFrame, SCREENS, type Screen } from './route-table';
import { UpdatePrompt } from './update-prompt';
import { useBrandBootstrap } from './use-brand';

type Store = ReturnType<typeof createStore>;

/** What a route carries for the app's start and the build: the texts its first render needs. */
export interface RouteHandle {
  groups: readonly CatalogGroup[];
  /** The route table's entry, on a members' screen. */
  screen?: Screen;
}

function AppFrame() {
  useBrandBootstrap();
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}

/** A page whose code, and texts of `groups`, load before it renders. */
function page(store: Store, path: string | undefined, load: () => Promise<ComponentType>, groups: readonly CatalogGroup[] = []): NonIndexRouteObject {
  return {
    path,
    handle: { groups } satisfies RouteHandle,
    lazy: async () => ({ Component: (await Promise.all([load(), addCatalogGroups(store, groups)]))[0] }),
  };
}

/** A sign-in screen that asks the server a question: the server-state cache comes with it, without Ionic. */
const withServerState = (load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
  const [{ QueryShell }, Page] = await Promise.all([import('./query-shell'), load()]);
  return function WithServerState() {
    return (
      <QueryShell>
        <Page />
      </QueryShell>
    );
  };
};

function screenRoute(store: Store, screen: Screen): RouteObject {
  const groups = screen.groups ?? [];
  return {
    ...(screen.path ? { path: screen.path } : { index: true }),
    handle: { groups, screen } satisfies RouteHandle,
    loader: ({ params, request }) => {
      askForAnswers(screen.answers?.({ params, search: new URL(request.url).searchParams }) ?? []);
      return null;
    },
    // A change of the query alone (a filter) is the screen's own business: its first answers are asked already.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: async () => {
      const { role } = screen;
      const [Screen, frame] = await Promise.all([screen.screen(), role && import('./members-frame'), addCatalogGroups(store, groups)]);
      if (!frame || !role) return { Component: Screen };
      return { Component: () => <frame.RequireRole role={role}><Screen /></frame.RequireRole> };
    },
  };
}

export function appRoutes(store: Store): RouteObject[] {
  const site = (path: string, load: () => Promise<ComponentType>) => page(store, path, load, ['site']);
  return [
    {
      Component: AppFrame,
      children: [
        site('/', () => import('../features/public-site/home-page').then((m) => m.HomePage)),
        ...publicPages.map(({ path, load }) => site(path, load)),
        page(store, '/user-login', () => import('../features/auth/login-page').then((m) => m.LoginPage)),
        page(store, '/user-signup', withServerState(() => import('../features/auth/signup-page').then((m) => m.SignupPage))),
        page(store, '/user-reset-password', withServerState(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage))),
        page(store, '/user-recover-password', () => import('../features/auth/recover-password-page').then((m) => m.RecoverPasswordPage)),
        {
          ...page(store, MEMBERS_AREA, membersFrame, MEMBERS_GROUPS),
          children: [
            ...SCREENS.map((screen) => screenRoute(store, screen)),
            page(store, '*', () => import('./members-frame').then((m) => m.DashboardNotFound)),
          ],
        },
        site('*', () => import('../features/public-site/not-found-page').then((m) => m.NotFoundPage)),
      ],
    },
  ];
}

/** The texts the first render of `path` needs: those of every route it matches. */
export function firstGroups(routes: RouteObject[], path: string): CatalogGroup[] {
  const handles = (matchRoutes(routes, path) ?? []).map(({ route }) => route.handle as RouteHandle | undefined);
  return [...new Set(handles.flatMap((handle) => handle?.groups ?? []))];
}
