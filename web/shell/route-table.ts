// The members' area's screens, one entry each (docs/architecture.md "Adding a screen"), read by the router
// (shell/router.tsx), the entry (web/main.tsx: a screen's first answers while the app's code downloads),
// the prerender (web/build/prerender.tsx) and through it the BFF (bff/pages/prerendered-page.ts). The entry
// loads it in a small chunk of its own: it imports no screen and no library, only address builders.
import type { ComponentType } from 'react';
import type { Role } from '../../core/auth';
import type { CatalogGroup } from '../i18n/catalog-groups';
import type { MessageKey } from '../i18n/catalogs';
import { adminProjectsPagePath, catalogPagePath, FIRST_ADMIN_BRAND, projectPath } from '../features/projects/api/projects-api';
import { cardImagePreloadLinks } from '../features/projects/card-image';
import { asksForEveryInvestment, investmentListPath, investmentPath, OWN_INVESTMENTS } from '../features/investments/api/investment-paths';
import { OWN_APPLICATIONS } from '../features/kyc/api/kyc-paths';
import { CHAIN_STATUS_PATH, chainCommandsPath } from '../features/chain/api/chain-paths';
import { approvalListPath } from '../features/approvals/api/approvals-paths';
import { FACTORS_PATH } from '../features/security/api/security-paths';
import { prefetch } from '../api/client';

/** Where the members' area is; its landing screen is the entry with path ''. */
export const MEMBERS_AREA = '/dashboard';

/** What a screen is opened with: the address's parameters and query. */
export interface At {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** An API read (a path under /api) and, when its answer says what to fetch next, what to do with it on arrival. */
export type FirstAnswer = string | { path: string; peek: (data: unknown) => void };

export interface Heading {
  title: MessageKey;
  subtitle?: MessageKey;
  /** A query that changes the heading: with it, the page gets the skeleton without one. */
  unless?: Readonly<Record<string, string>>;
}

export interface Screen {
  /** Its address under /dashboard, a React Router pattern. */
  path: string;
  /** Its code, loaded with its texts of `groups` (the router's `lazy`). */
  screen: () => Promise<ComponentType>;
  /** The API reads its first render makes, asked for with its code, never after it, and taken by its own queries (web/api/early-requests.ts). */
  answers?: (at: At) => FirstAnswer[];
  /** Who may open it (RequireRole; the BFF refuses anyone else too). */
  role?: Role;
  groups?: readonly CatalogGroup[];
  /** What its HTML paints before any script runs: a heading the same for every user, or a project's preview the BFF fills; else the members' skeleton. */
  paint?: Heading | 'project-preview';
}

/** The members' frame every screen is drawn in (web/shell/members-frame.tsx): loaded with the first screen. */
export const membersFrame = (): Promise<ComponentType> => import('./members-frame').then((m) => m.MembersFrame);

/** The texts every members' screen needs; a screen's `groups` come on top. */
export const MEMBERS_GROUPS: readonly CatalogGroup[] = ['members'];

const id = ({ params }: At): string => params.id ?? '';

export const SCREENS: readonly Screen[] = [
  {
    path: '',
    screen: () => import('../features/projects/catalog-page').then((m) => m.CatalogPage),
    answers: () => [{ path: catalogPagePath(null), peek: cardImagePreloadLinks }],
    paint: { title: 'catalog.title', subtitle: 'catalog.subtitle' },
  },
  { path: 'profile', screen: () => import('./members/profile-page').then((m) => m.ProfilePage) },
  { path: 'security', groups: ['security'], screen: () => import('../features/security/security-page').then((m) => m.SecurityPage), answers: () => [FACTORS_PATH] },
  {
    path: 'projects/:id/view',
    screen: () => import('./project-screen').then((m) => m.ProjectScreen),
    answers: (at) => [projectPath(id(at))],
    paint: 'project-preview',
  },
  {
    path: 'investments',
    screen: () => import('../features/investments/investments-page').then((m) => m.InvestmentsPage),
    // Every investment (?admin=true) only for an admin, which the profile tells, not known yet here.
    answers: ({ search }) => (asksForEveryInvestment(search) ? [] : [investmentListPath(OWN_INVESTMENTS, null)]),
    paint: { title: 'investments.title.user', subtitle: 'investments.subtitle.user', unless: { admin: 'true' } },
  },
  {
    path: 'investments/:id',
    screen: () => import('../features/investments/investment-detail-page').then((m) => m.InvestmentDetailPage),
    answers: (at) => [investmentPath(id(at))],
  },
  {
    path: 'kyc-verification',
    groups: ['identity'],
    screen: () => import('../features/kyc/kyc-page').then((m) => m.KycPage),
    answers: () => [OWN_APPLICATIONS],
    paint: { title: 'kyc.title' },
  },
  { path: 'investors', role: 'erir', groups: ['admin'], screen: () => import('../features/investors/investors-page').then((m) => m.InvestorsPage) },
  {
    path: 'projects',
    role: 'admin',
    screen: () => import('../features/projects/admin-projects-page').then((m) => m.AdminProjectsPage),
    answers: () => [adminProjectsPagePath(FIRST_ADMIN_BRAND, null)],
    paint: { title: 'projects.title', subtitle: 'projects.subtitle' },
  },
  { path: 'projects/new', role: 'admin', screen: () => import('../features/projects/project-form-page').then((m) => m.ProjectFormPage) },
  { path: 'projects/:id', role: 'admin', screen: () => import('../features/projects/project-form-page').then((m) => m.ProjectFormPage) },
  { path: 'users', role: 'admin', screen: () => import('../features/users/users-page').then((m) => m.UsersPage) },
  { path: 'users-kyc', role: 'admin', groups: ['admin', 'identity'], screen: () => import('../features/kyc-review/kyc-review-page').then((m) => m.AdminKycReviewPage) },
  {
    path: 'users-kyc/:applicationId',
    role: 'admin',
    groups: ['admin', 'identity'],
    screen: () => import('../features/kyc-review/kyc-review-page').then((m) => m.AdminKycReviewPage),
  },
  { path: 'audit', role: 'admin', groups: ['admin'], screen: () => import('../features/audit/audit-page').then((m) => m.AuditPage) },
  {
    path: 'chain',
    role: 'admin',
    groups: ['admin'],
    screen: () => import('../features/chain/chain-page').then((m) => m.ChainPage),
    answers: () => [CHAIN_STATUS_PATH, chainCommandsPath('pending', null)],
  },
  {
    path: 'approvals',
    role: 'erir',
    groups: ['admin'],
    screen: () => import('../features/approvals/approvals-page').then((m) => m.ApprovalsPage),
    answers: () => [approvalListPath('pending', null)],
  },
];

/** A screen's whole address, for links: `screenPath('kyc-verification')` → /dashboard/kyc-verification. */
export const screenPath = (path: string): string => (path ? `${MEMBERS_AREA}/${path}` : MEMBERS_AREA);

export const LANDING_PATH = screenPath('');
export const KYC_PATH = screenPath('kyc-verification');
export const INVESTMENTS_PATH = screenPath('investments');
export const ALL_INVESTMENTS_PATH = `${INVESTMENTS_PATH}?admin=true`;
export const PROJECTS_LIST_PATH = screenPath('projects');
export const APPROVALS_PATH = screenPath('approvals');
export const SECURITY_PATH = screenPath('security');

/** A React Router pattern as a RegExp (static segments and `:name`, a trailing slash allowed), for the entry and the BFF. */
export const addressPattern = (path: string): RegExp => new RegExp(`^${path.replace(/:[^/]+/g, '([^/]+)')}/?$`);

/** The screen at `pathname` and its parameters, before the router's code has arrived (route-table.test.ts holds it to React Router's matching). */
export function matchScreen(pathname: string): { screen: Screen; params: Record<string, string> } | null {
  for (const screen of SCREENS) {
    const found = addressPattern(screenPath(screen.path)).exec(pathname);
    if (!found) continue;
    const names = [...screen.path.matchAll(/:([^/]+)/g)].map((name) => name[1]!);
    try {
      return { screen, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) };
    } catch {
      return null;
    }
  }
  return null;
}

/** The heading the screen at this address paints before its data (the same for every user), if it has one. */
export function paintedHeading(pathname: string, search: URLSearchParams): Heading | undefined {
  const paint = matchScreen(pathname)?.screen.paint;
  if (typeof paint !== 'object') return undefined;
  return Object.entries(paint.unless ?? {}).some(([name, value]) => search.get(name) === value) ? undefined : paint;
}

/** Starts a screen's first answers: the entry's and the router's loaders' alike, each request sent once. */
export function askForAnswers(answers: readonly FirstAnswer[]): void {
  for (const answer of answers) {
    if (typeof answer === 'string') prefetch(answer);
    else prefetch(answer.path, answer.peek);
  }
}

/** The signed-in user (the shell's own first answer, web/shell/session.ts) and the first answers of the members' screen at this address; nothing elsewhere. */
export function askForFirstScreen(pathname: string, search: string): void {
  const match = matchScreen(pathname);
  if (match) askForAnswers(['/auth/me', ...(match.screen.answers?.({ params: match.params, search: new URLSearchParams(search) }) ?? [])]);
}
