// The pages people land on, as Lighthouse (mobile preset, default simulated throttling) and an
// empty-cache Chromium see them: the signed-in investor's screens, the admin's projects list on a
// tablet, and the public pages in Spanish, English and for a Hispax visitor. Members are signed in
// through the real OIDC flow and their session cookie goes with every request, as a browser sends it.
// Each page is audited three times and the run with the median performance score is kept.
// `npx tsx bench/pages.ts` runs this section alone on a PGlite server from the existing dist/ (it
// builds nothing): the quick loop while making pages faster. Words after it keep only the pages whose
// label holds one of them (`npx tsx bench/pages.ts investor` for the investor's four screens).
import { DEMO_ACCOUNTS } from '../bff/demo/credentials';
import { signedInBrowser } from '../tests/integration/support/sign-in';
import { pgliteDeployment } from './deployment';
import { measureFirstLoad, type PageWeight } from './first-load';
import { lighthouse, type AuditAs, type LighthouseResult } from './lighthouse';
import { medianByPerformance } from './median-run';
import type { PageTarget } from './page-targets';
import { formatPages, isFailure, type Outcome } from './report';
import { isMain, part, runAlone } from './section';
import { startServer } from './server-process';

const RUNS_PER_PAGE = 3;
const SIGNED_IN_INVESTOR: PageTarget = { performance: 90, lcpMs: 2_500, tbtMs: 200 };
const PUBLIC: PageTarget = { performance: 95, accessibility: 100, seo: 100 };

export interface PageSpec {
  label: string;
  path: string;
  account: 'investor' | 'admin' | null;
  language: string;
  screen: AuditAs['screen'];
  target: PageTarget;
}

export type AuditedPage = LighthouseResult & {
  /** Every run's performance score, in the order they ran; the figures are the median run's. */
  performanceRuns: number[];
  /** Lighthouse runs started, retries of a lost trace included. */
  attempts: number;
};

export interface PageFigures extends PageSpec {
  lighthouse: Outcome<AuditedPage>;
  weight: Outcome<PageWeight>;
}

export interface PagesBench {
  runsPerPage: number;
  pages: PageFigures[];
}

/** What is measured, in the order of the table. `projectId` is an open project the investor sees. */
export function pagesToMeasure(projectId: string): PageSpec[] {
  const investor = (label: string, path: string, target: PageTarget = SIGNED_IN_INVESTOR): PageSpec => ({
    label,
    path,
    account: 'investor',
    language: 'es-ES',
    screen: 'phone',
    target,
  });
  const visitor = (label: string, path: string, language: string, target: PageTarget = PUBLIC): PageSpec => ({ label, path, account: null, language, screen: 'phone', target });
  return [
    investor('investor catalog', '/dashboard', { ...SIGNED_IN_INVESTOR, jsBytes: 150 * 1024, jsFiles: 15 }),
    investor('investor project detail', `/dashboard/projects/${projectId}/view`),
    investor('investor KYC', '/dashboard/kyc-verification'),
    investor('investor investments', '/dashboard/investments'),
    { label: 'admin projects (tablet)', path: '/dashboard/projects', account: 'admin', language: 'es-ES', screen: 'tablet', target: { performance: 90 } },
    // Best practices ≥ 95 on the Spanish home page is an earlier issue's target, still held.
    visitor('home es', '/', 'es-ES', { ...PUBLIC, bestPractices: 95 }),
    visitor('home en', '/', 'en-GB'),
    visitor('services es', '/servicios', 'es-ES', {}),
    // A Hispax visitor's home page: `/?platform=hispaxtoken` redirects here (bff/pages/home-redirect.ts).
    visitor('Hispax home', '/user-login?platform=hispaxtoken', 'es-ES'),
  ];
}

/** The first active project of brand 1 in the investor's catalog, as the app lists it. */
async function openProject(investor: Awaited<ReturnType<typeof signedInBrowser>>): Promise<string> {
  const res = await investor.request('/api/projects');
  if (res.status !== 200) throw new Error(`GET /api/projects answered ${res.status}`);
  const { data } = (await res.json()) as { data: { id: string; domain_id: number; status: string }[] };
  const project = data.find((p) => p.domain_id === 1 && p.status === 'active');
  if (!project) throw new Error('the demo investor sees no active project of brand 1');
  return project.id;
}

async function audit(url: string, as: AuditAs): Promise<AuditedPage> {
  const runs = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await lighthouse(url, as));
  const { attempts: _, ...median } = medianByPerformance(runs);
  return { ...median, performanceRuns: runs.map((r) => r.scores.performance), attempts: runs.reduce((sum, r) => sum + r.attempts, 0) };
}

/** `only`: keep the pages whose label contains one of these words (all pages when empty). */
export async function measurePages(baseUrl: string, only: string[] = []): Promise<PagesBench> {
  const investor = await signedInBrowser({ url: baseUrl }, DEMO_ACCOUNTS.investor);
  const admin = await signedInBrowser({ url: baseUrl }, DEMO_ACCOUNTS.admin);
  // What the browser would send on a /dashboard page (the provider's own cookies are scoped elsewhere).
  const cookies = { investor: investor.cookieHeader('/dashboard'), admin: admin.cookieHeader('/dashboard') };
  const specs = pagesToMeasure(await openProject(investor)).filter((spec) => only.length === 0 || only.some((word) => spec.label.includes(word)));
  if (specs.length === 0) throw new Error(`no page's label contains ${only.join(' or ')}`);
  const cookieOf = (spec: PageSpec) => (spec.account ? cookies[spec.account] : undefined);

  const weights = await part('empty-cache JS and CSS of every page', () =>
    measureFirstLoad(
      baseUrl,
      specs.map((spec) => ({ path: spec.path, locale: spec.language, screen: spec.screen, cookie: cookieOf(spec) })),
    ),
  );
  const pages: PageFigures[] = [];
  for (const [i, spec] of specs.entries()) {
    const lh = await part(`lighthouse ×${RUNS_PER_PAGE} on ${spec.label}: ${spec.path} (${spec.language}, ${spec.screen})`, () =>
      audit(`${baseUrl}${spec.path}`, { language: spec.language, screen: spec.screen, cookie: cookieOf(spec) }),
    );
    pages.push({ ...spec, lighthouse: lh, weight: isFailure(weights) ? weights : weights[i]! });
  }
  return { runsPerPage: RUNS_PER_PAGE, pages };
}

/** Pages whose figures are missing (the targets they miss are the report's business, not a failure). */
export const pagesFailures = (bench: PagesBench): number => bench.pages.filter((p) => isFailure(p.lighthouse) || isFailure(p.weight)).length;

/** This section alone on a fresh PGlite database (seeded with the demo data on its first start). */
async function onPglite(only: string[]): Promise<PagesBench> {
  const deployment = await pgliteDeployment();
  try {
    // Its start is not what is measured here, and the first one seeds the demo data: on a machine busy
    // with other work that can take minutes.
    const server = await startServer(deployment.env, 300_000);
    try {
      return await measurePages(server.url, only);
    } finally {
      await server.stop();
    }
  } finally {
    await deployment.dispose();
  }
}

if (isMain(import.meta.url)) await runAlone({ measure: () => onPglite(process.argv.slice(2)), format: (outcome) => formatPages(outcome), failures: pagesFailures });
