// A list's pages asked for `limit` rows at a time instead of the screen's default: the demo's few rows
// then take several pages, and 'Cargar más' can be tried against the real server.
import type { Page } from '@playwright/test';

export const smallPages = (page: Page, pathname: string, limit: number) =>
  page.route(
    (url) => url.pathname === pathname,
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', String(limit));
      return route.continue({ url: url.toString() });
    },
  );
