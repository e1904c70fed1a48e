// How a dashboard page names itself: the breadcrumb after "Panel" in the shell's header and the browser
// tab title. Pages of every dashboard feature call it; the last crumb is the current page.
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useDocumentTitle } from './document-title';
import { useT } from '../i18n/i18n';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the current page has none. */
  to?: string;
}

export const dashboardCrumbsAtom = atom<Crumb[]>([]);

export function useDashboardPage(crumbs: Crumb[]): void {
  const t = useT();
  const setCrumbs = useSetAtom(dashboardCrumbsAtom);
  // Compared by value: callers pass a fresh array on every render.
  const key = JSON.stringify(crumbs);
  useEffect(() => setCrumbs(JSON.parse(key) as Crumb[]), [key, setCrumbs]);
  useDocumentTitle(crumbs.at(-1)?.label ?? t('dashboard.breadcrumb.root'));
}
