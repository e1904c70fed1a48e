// Lighthouse's default (mobile, simulated throttling) audit of a page: the four category scores out of
// 100, the metrics behind the performance score and the page's total weight. Run through its CLI in its
// own process group so a hung run can be killed, on a Chromium launched here as the CLI would launch it
// (chrome-launcher, its default flags and ours): a signed-in page is audited with the member's session
// in the browser's cookie jar, where the app's own cookies join it. Sent as an extra `Cookie` header
// instead, it was replaced by the jar's once the app set a cookie of its own (the language, the
// sidebar's state), and every later request went out signed out: the catalog's images answered 401.
// A tablet page keeps the mobile throttling on a larger screen.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { kill, tempDir, track } from './cleanup';
import { BROWSER_UI_FEATURES, chromiumArgs, chromiumPath, withFeaturesDisabled } from './chromium';
import { repoRoot } from './paths';
import { rendererCpu, type RendererCpu, type TraceEvent } from './renderer-cpu';
import { cookiesOf } from './session-cookies';

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
  /** A `Cookie` header value (name=value pairs): the cookies the browser holds before the visit. */
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
  /** The page renderer's time on the CPU in its long tasks, from the run's trace (bench/renderer-cpu.ts). */
  rendererCpu: RendererCpu | null;
}

/** The part of Lighthouse's JSON report read here. */
interface Report {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** A headless Chromium for one run, holding the member's session when the page is a member's. */
async function browserFor(url: string, as: AuditAs): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // chrome-launcher's own flags, with Chromium's interface work kept off in their --disable-features.
    ignoreDefaultFlags: true,
    chromeFlags: withFeaturesDisabled([...chromeLauncher.Launcher.defaultFlags(), '--headless=new', `--accept-lang=${as.language}`, ...chromiumArgs], BROWSER_UI_FEATURES),
    logLevel: 'silent',
    handleSIGINT: false,
  });
  track(chrome.process, true);
  if (as.cookie) {
    // Lighthouse resets the origin's storage before it loads the page, but not its cookies.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = cdp.contexts()[0];
      if (!context) throw new Error('the audit browser has no default context');
      await context.addCookies(cookiesOf(as.cookie, new URL(url).origin));
    } finally {
      await cdp.close();
    }
  }
  return chrome;
}

async function runCli(url: string, as: AuditAs, reportPath: string): Promise<void> {
  const chrome = await browserFor(url, as);
  try {
    const child = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${reportPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--port=${chrome.port}`,
        // The trace beside the report (report-0.trace.json), read for the renderer's time on the CPU.
        '--save-assets',
        ...(as.screen === 'tablet' ? TABLET_FLAGS : []),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    );
    track(child, true);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
    const timer = setTimeout(() => kill(child, 'SIGKILL', true), TIMEOUT_MS);
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    clearTimeout(timer);
    if (code !== 0) throw new Error(`lighthouse exited with ${code ?? signal}: ${stderr.trim().slice(-400)}`);
  } finally {
    // Its temporary profile goes with it.
    chrome.kill();
  }
}

const tracePath = (reportPath: string) => reportPath.replace(/\.json$/, '-0.trace.json');

/**
 * With BENCH_LIGHTHOUSE_REPORTS=<folder>, each run's full report and its trace are kept there (named by
 * the page's path and the time) for their diagnostics: the LCP element, the critical chains, the main
 * thread's work task by task.
 */
async function keepReport(reportPath: string, url: string): Promise<void> {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await fs.mkdir(folder, { recursive: true });
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}`;
  await fs.copyFile(reportPath, path.join(folder, `${name}.json`));
  await fs.copyFile(tracePath(reportPath), path.join(folder, `${name}.trace.json`));
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
    const trace = JSON.parse(await fs.readFile(tracePath(reportPath), 'utf8')) as { traceEvents: TraceEvent[] };
    return {
      lighthouseVersion: report.lighthouseVersion,
      finalPath: `${final.pathname}${final.search}`,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as LighthouseResult['scores'],
      metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, metric(id)])) as LighthouseResult['metrics'],
      rendererCpu: rendererCpu(trace.traceEvents),
    };
  } finally {
    await dir.remove();
  }
}

/** Headless Chromium now and then loses the trace (NO_NAVSTART, NO_FCP), once in a while twice in a row on a busy machine. */
const ATTEMPTS = 3;

export async function lighthouse(url: string, as: AuditAs): Promise<LighthouseResult & { attempts: number }> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return { ...(await lighthouseOnce(url, as)), attempts: attempt };
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
    }
  }
  throw new Error(`${ATTEMPTS} times: ${failures.join(' / ')}`);
}
