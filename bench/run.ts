// `npm run bench`: first-load weight, BFF cold start, API throughput/latency against a bare Koa baseline,
// the pages (Lighthouse and empty-cache weight of the signed-in screens and the public pages), on PGlite and (when reachable) Postgres, the investor catalog with 10,000 projects, and (on Postgres) the
// investments: never over-funded by concurrent requests, and the admin list with 100,000 of them, and the holder register
// export of 10,000 investors' holdings (time, bytes, the server's memory), and the chain's mints (latency, 500 queued together) and reconciliation (10,000 holdings). Prints a table and writes
// bench/results/latest.json. A failing section is recorded and the others still run; every server,
// browser, database and temp dir it created is gone when it ends, also on failure or Ctrl-C.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_PATH } from '../core/login-notice';
import { startBareKoa } from './bare-koa';
import { measureBundle } from './bundle-size';
import { cleanupAll } from './cleanup';
import { coldStart } from './cold-start';
import { pgliteDeployment, postgresDeployment, postgresUnavailable, type Deployment } from './deployment';
import { measureFirstLoad, PHONE_VISIT } from './first-load';
import { measureCatalogImages } from './catalog-images';
import { measureProjectsCatalog } from './projects-catalog';
import { chainFailures, measureChain } from './chain';
import { measureInvestments } from './investments';
import { measureInvestors } from './investors';
import { COMPARISON, LOAD, compareWithBaseline, measureLoad, type LoadFigures } from './load';
import { measurePages } from './pages';
import { repoRoot, resultsFile, webDist } from './paths';
import { ENDPOINTS, formatReport, isFailure, type BenchResults, type Database, type Endpoint, type LoadRow, type Outcome } from './report';
import { postgresAdminUrl } from './section';
import { startServer } from './server-process';

/** A visitor's first load: the home page and where a guarded page sends them. */
const PAGES = ['/', '/dashboard'];
/** The same visit asked for without a browser: PAGES, then the sign-in page /dashboard sends a visitor to. */
const PAGES_AND_SIGN_IN = [...PAGES, LOGIN_PATH];
const serverBundle = path.join(repoRoot, 'dist', 'server', 'server.mjs');

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function attempt<T extends object>(label: string, job: () => Promise<T>): Promise<Outcome<T>> {
  const started = performance.now();
  process.stdout.write(`... ${label}\n`);
  try {
    return await job();
  } catch (err) {
    process.stdout.write(`    failed after ${((performance.now() - started) / 1000).toFixed(1)} s: ${errorText(err)}\n`);
    return { error: errorText(err) };
  }
}

const builtAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtime.toISOString() ?? null;

/** The timed starts skip the build, so build up front only what is missing (a stale build is measured as is). */
function buildIfMissing(): void {
  if (!fs.existsSync(path.join(webDist, '_prerendered', '1', 'es', 'index.html'))) {
    process.stdout.write('... building the web app (dist/web or its prerendered pages are missing)\n');
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'prerender.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  }
  if (!fs.existsSync(serverBundle)) {
    process.stdout.write('... building the server (dist/server is missing)\n');
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-server.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  }
}

/** Bare Koa's requests per second, from a server of its own started for this one measure. */
async function bareKoaLoad(): Promise<LoadFigures> {
  const bare = await startBareKoa();
  try {
    return await measureLoad(bare.url);
  } finally {
    await bare.close();
  }
}

/** Each endpoint against a bare Koa server of this run, in alternating slices (bench/load.ts). */
async function loadEndpoints(baseUrl: string, db: Database) {
  const rows: Partial<Record<Endpoint, Outcome<LoadRow>>> = {};
  for (const endpoint of ENDPOINTS) {
    rows[endpoint] = await attempt(`load GET ${endpoint} (${db}), alternating with a bare Koa server`, async () => {
      const bare = await startBareKoa();
      try {
        const { figures, baselineRequestsPerSecond, ratio } = await compareWithBaseline(bare.url, `${baseUrl}${endpoint}`);
        return { ...figures, bareKoaRequestsPerSecond: baselineRequestsPerSecond, vsBareKoa: ratio };
      } finally {
        await bare.close();
      }
    });
  }
  return rows;
}

/**
 * PAGES_AND_SIGN_IN asked for as a browser's first visit asks for them, without the browser, the sign-in
 * page followed through the identity provider's redirects: where each ended. Throws on an error answer.
 */
async function visitPages(baseUrl: string): Promise<{ endedAt: string[] }> {
  const endedAt = [];
  for (const page of PAGES_AND_SIGN_IN) {
    const res = await fetch(`${baseUrl}${page}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
    endedAt.push(new URL(res.url).pathname);
  }
  return { endedAt };
}

/** Cold start, then one server on the now seeded database for the load runs (and, on PGlite, the browser sections). */
async function benchDeployment(results: BenchResults, db: Database, deployment: Deployment): Promise<void> {
  const browserSections = db === 'pglite';
  results.coldStart[db] = await attempt(`cold start (${db}): 1 seeding start + 3 timed`, () => coldStart(deployment.env));
  const server = await attempt(`server for load (${db})`, () => startServer(deployment.env));
  if (isFailure(server)) {
    results.load.endpoints[db] = server;
    if (browserSections) results.firstLoad = results.pages = results.catalogImages = server;
    return;
  }
  try {
    // Each database's endpoints are loaded on a server that has served a first visit (the sign-in start
    // runs the identity provider, which changes what the process does for every later request on Node
    // 20): on PGlite the browser's first load, elsewhere the same pages asked for without a browser.
    if (browserSections) {
      results.firstLoad = await attempt(`first load of ${PAGES.join(' and ')}`, () =>
        measureFirstLoad(
          server.url,
          PAGES.map((page) => ({ path: page, ...PHONE_VISIT })),
        ),
      );
    } else {
      await attempt(`a first visit of ${PAGES_AND_SIGN_IN.join(', ')} without a browser`, () => visitPages(server.url));
    }
    results.load.endpoints[db] = await loadEndpoints(server.url, db);
    if (browserSections) {
      results.pages = await attempt('pages: Lighthouse and empty-cache weight of the signed-in screens and the public pages', () => measurePages(server.url));
      results.catalogImages = await attempt('catalog first screen images', () => measureCatalogImages(server.url));
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<BenchResults> {
  const started = performance.now();
  const cpus = os.cpus();
  const notRun = { error: 'not run' };
  const results: BenchResults = {
    date: new Date().toISOString(),
    durationS: 0,
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      // Other work on the machine skews every figure; this says how busy it was.
      loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    build: { webBuiltAt: null, serverBuiltAt: null },
    targets: { firstLoadJsOfHomeBytes: 150 * 1024, coldStartPgliteMs: 3_000 },
    firstLoad: notRun,
    bundle: notRun,
    coldStart: { pglite: notRun, postgres: notRun },
    load: { settings: { ...LOAD, ...COMPARISON }, bareKoa: notRun, endpoints: { pglite: notRun, postgres: notRun } },
    pages: notRun,
    catalogImages: notRun,
    projectsCatalog: notRun,
    investments: notRun,
    investors: notRun,
    chain: notRun,
  };

  try {
    buildIfMissing();
  } catch (err) {
    process.stdout.write(`    build failed: ${errorText(err)}\n`);
  }
  results.build = { webBuiltAt: builtAt(path.join(webDist, 'index.html')), serverBuiltAt: builtAt(serverBundle) };
  results.bundle = await attempt('bundle size', measureBundle);

  results.load.bareKoa = await attempt('load bare Koa', bareKoaLoad);

  const pglite = await pgliteDeployment();
  try {
    await benchDeployment(results, 'pglite', pglite);
  } finally {
    await pglite.dispose();
  }

  const unavailable = await postgresUnavailable(postgresAdminUrl);
  if (unavailable) {
    const skipped = { skipped: `Postgres not reachable at ${postgresAdminUrl}: ${unavailable}` };
    results.coldStart.postgres = results.load.endpoints.postgres = results.projectsCatalog = results.investments = results.investors = skipped;
  } else {
    const deployment = await attempt('create a Postgres database', () => postgresDeployment(postgresAdminUrl));
    if (isFailure(deployment)) results.coldStart.postgres = results.load.endpoints.postgres = deployment;
    else {
      try {
        await benchDeployment(results, 'postgres', deployment);
      } finally {
        await deployment.dispose();
      }
    }
    results.projectsCatalog = await attempt('investor catalog with 10,000 projects (Postgres)', () => measureProjectsCatalog(postgresAdminUrl));
    results.investments = await attempt('investments: 300 concurrent creations, admin list with 100,000 (Postgres)', () => measureInvestments(postgresAdminUrl));
    results.investors = await attempt('investors: 10,000 verified investors, 100,000 investments, the holder register export (Postgres)', () => measureInvestors(postgresAdminUrl));
  }

  results.chain = await attempt('chain: mint latency, 500 mints queued together, reconciling 10,000 holdings (embedded anvil; Postgres when reachable, else PGlite)', measureChain);

  results.durationS = Math.round((performance.now() - started) / 1000);
  return results;
}

function sectionErrors(results: BenchResults): number {
  const outcomes: Outcome<object>[] = [
    results.firstLoad,
    results.bundle,
    results.coldStart.pglite,
    results.coldStart.postgres,
    results.load.bareKoa,
    results.pages,
    results.catalogImages,
    results.projectsCatalog,
    results.investments,
    results.investors,
    results.chain,
  ];
  if (!isFailure(results.pages)) outcomes.push(...results.pages.pages.flatMap((p) => [p.lighthouse, p.weight]));
  if (!isFailure(results.investments)) outcomes.push(results.investments.overFunding, results.investments.adminList);
  if (!isFailure(results.investors)) outcomes.push(results.investors.list, results.investors.register);
  for (const endpoints of Object.values(results.load.endpoints)) {
    outcomes.push(endpoints);
    if (!isFailure(endpoints)) outcomes.push(...Object.values(endpoints));
  }
  // A missed chain target counts as a failure too.
  const chainMisses = isFailure(results.chain) ? 0 : chainFailures(results.chain);
  return outcomes.filter((o) => 'error' in o).length + chainMisses;
}

// Ctrl-C reaches npm, tsx and this process together, so SIGTERM may follow SIGINT: clean up once.
let interrupted: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    process.stderr.write(`\n${signal}: stopping servers and removing temporary data...\n`);
    interrupted = cleanupAll().finally(() => process.exit(130));
  });
}

try {
  const results = await main();
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${formatReport(results)}\n\nWritten to ${path.relative(repoRoot, resultsFile)}\n`);
  const errors = sectionErrors(results);
  if (errors > 0) {
    process.stdout.write(`${errors} section(s) failed; see above.\n`);
    process.exitCode = 1;
  }
} finally {
  await cleanupAll();
}
