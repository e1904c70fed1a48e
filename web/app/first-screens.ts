// The members' screens an investor or an admin opens a visit with, by address. The dashboard's routes
// load each one's code on first render (web/app/dashboard-routes.tsx); the entry starts the one this
// visit opens with at once (web/app/early-data.ts), alongside the members' frame, instead of once the
// app has started and the routes have rendered. Kept small: the entry imports it, not the screens.

export const loadProjectDetailPage = () => import('../features/projects/project-detail-page');
export const loadAdminProjectsPage = () => import('../features/projects/admin-projects-page');
export const loadInvestmentsPage = () => import('../features/investments/investments-page');
export const loadInvestmentDetailPage = () => import('../features/investments/investment-detail-page');
export const loadKycPage = () => import('../features/kyc/kyc-page');

const FIRST_SCREENS: readonly [RegExp, () => Promise<unknown>][] = [
  [/^\/dashboard\/projects\/[^/]+\/view\/?$/, loadProjectDetailPage],
  [/^\/dashboard\/projects\/?$/, loadAdminProjectsPage],
  [/^\/dashboard\/investments\/?$/, loadInvestmentsPage],
  [/^\/dashboard\/investments\/[^/]+\/?$/, loadInvestmentDetailPage],
  [/^\/dashboard\/kyc-verification\/?$/, loadKycPage],
];

/** Starts loading the code of the screen at `pathname`, if it is one a visit opens with. */
export function preloadFirstScreen(pathname: string): void {
  // A failed download is retried by the route that needs it.
  FIRST_SCREENS.find(([path]) => path.test(pathname))?.[1]().catch(() => undefined);
}
