// Lighthouse's default (mobile, simulated throttling) audit of a page: the four category scores out of
// 100, the metrics behind the performance score and the page's total weight. Run through its CLI in its
// own process group so a hung run, Chromium included, can be killed. A signed-in page is audited with
// the session cookie sent as an extra header; a tablet page keeps the mobile throttling on a larger screen.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { kill, tempDir, track } from './cleanup';
import { chromiumArgs, chromiumPath } from './chromium';
import { repoRoot } from './paths';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  cumulativeLayoutShift: 'cumulative-layout-shift',
  totalByteWeight: 'total-byte-weight',
} as const;
const TIMEOUT_MS = 120_000;

/** What the page is audited as: its interface language, whose session (if any), on which screen. */
export interface AuditAs {
  /** Sets navigator.languages, which picks the interface language (web/i18n/language.ts). */
  language: string;
  /** A `Cookie` header value for every request of the run. */
  cookie?: string;
  screen: 'phone' | 'tablet';
}

/** An iPad Air in portrait (820x1180 CSS px, DPR 2), still a mobile device with the preset's throttling. */
const TABLET_FLAGS = ['--screenEmulation.width=820', '--screenEmulation.height=1180', '--screenEmulation.deviceScaleFactor=2', '--screenEmulation.mobile=true'];

export interface LighthouseResult {
  lighthouseVersion: string;
  /** Path and query shown at the end of the run: a lost session would end on the login page. */
  finalPath: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
}

/** The part of Lighthouse's JSON report read here. */
interface Report {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function runCli(url: string, as: AuditAs, reportPath: string): Promise<void> {
  const child = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportPath}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new --accept-lang=${as.language} ${chromiumArgs.join(' ')}`,
      ...(as.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: as.cookie })}`] : []),
      ...(as.screen === 'tablet' ? TABLET_FLAGS : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  track(child, true);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const timer = setTimeout(() => kill(child, 'SIGKILL', true), TIMEOUT_MS);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  // Chromium may outlive the CLI when it fails half-way.
  kill(child, 'SIGKILL', true);
  if (code !== 0) throw new Error(`lighthouse exited with ${code ?? signal}: ${stderr.trim().slice(-400)}`);
}

/**
 * With BENCH_LIGHTHOUSE_REPORTS=<folder>, each run's full report is kept there (named by the page's
 * path and the time) for its diagnostics: the LCP element, the critical chains, the main thread's work.
 */
async function keepReport(reportPath: string, url: string): Promise<void> {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await fs.mkdir(folder, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await fs.copyFile(reportPath, path.join(folder, `${name}-${Date.now()}.json`));
}

async function lighthouseOnce(url: string, as: AuditAs): Promise<LighthouseResult> {
  const dir = await tempDir('tokenia-bench-lh-');
  try {
    const reportPath = path.join(dir.path, 'report.json');
    await runCli(url, as, reportPath);
    await keepReport(reportPath, url);
    const report = JSON.parse(await fs.readFile(reportPath, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
    const score = (id: string) => {
      const value = report.categories[id]?.score;
      if (value === null || value === undefined) throw new Error(`lighthouse gave no ${id} score`);
      return Math.round(value * 100);
    };
    const metric = (id: string) => {
      const value = report.audits[id]?.numericValue ?? Number.NaN;
      return id === METRICS.cumulativeLayoutShift ? Math.round(value * 1000) / 1000 : Math.round(value);
    };
    const final = new URL(report.finalDisplayedUrl);
    return {
      lighthouseVersion: report.lighthouseVersion,
      finalPath: `${final.pathname}${final.search}`,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseResult['scores'],
      metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])) as LighthouseResult['metrics'],
    };
  } finally {
    await dir.remove();
  }
}

/** Headless Chromium now and then loses the trace (NO_NAVSTART, NO_FCP); one retry settles it. */
export async function lighthouse(url: string, as: AuditAs): Promise<LighthouseResult & { attempts: number }> {
  try {
    return { ...(await lighthouseOnce(url, as)), attempts: 1 };
  } catch (first) {
    try {
      return { ...(await lighthouseOnce(url, as)), attempts: 2 };
    } catch (second) {
      const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
      throw new Error(`twice: ${message(first)} / ${message(second)}`);
    }
  }
}
