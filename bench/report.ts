// The shape of bench/results/latest.json and its printed form: one aligned table per section.
import type { BundleSize } from './bundle-size';
import type { ColdStart } from './cold-start';
import type { PageWeight } from './first-load';
import type { CatalogImages } from './catalog-images';
import type { ChainBench, MintBurst, MintLatency } from './chain';
import type { ChainReconciliation } from './chain-reconciliation';
import type { InvestmentsBench, ListRun, OverFunding } from './investments';
import type { InvestorList, InvestorsBench, RegisterBench } from './investors';
import type { LoadFigures } from './load';
import { checkPage } from './page-targets';
import type { PagesBench } from './pages';
import type { ProjectsCatalog } from './projects-catalog';
import type { QueryPlan } from './query-plan';
import { LONG_TASK_OBSERVED_US } from './renderer-cpu';

export type Failure = { error: string } | { skipped: string };
/** A section's figures, or why it has none; one section failing never stops the others. */
export type Outcome<T extends object> = T | Failure;

export const isFailure = <T extends object>(outcome: Outcome<T>): outcome is Failure => 'error' in outcome || 'skipped' in outcome;

export type Database = 'pglite' | 'postgres';
export const ENDPOINTS = ['/api/brand', '/api/health'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];
/**
 * An endpoint's figures from slices alternating with a bare Koa server's (bench/load.ts); `vsBareKoa` is
 * the median of the slices' ratios, `bareKoaRequestsPerSecond` the median of that server's slices.
 */
export type LoadRow = LoadFigures & { bareKoaRequestsPerSecond: number; vsBareKoa: number };

export interface BenchResults {
  date: string;
  durationS: number;
  machine: { node: string; platform: string; cpus: number; cpuModel: string; memoryGiB: number; loadAverageAtStart: number[] };
  build: { webBuiltAt: string | null; serverBuiltAt: string | null };
  targets: { firstLoadJsOfHomeBytes: number; coldStartPgliteMs: number };
  firstLoad: Outcome<PageWeight[]>;
  bundle: Outcome<BundleSize>;
  coldStart: Record<Database, Outcome<ColdStart>>;
  load: {
    settings: { connections: number; durationS: number; warmupS: number; rounds: number; sliceS: number };
    bareKoa: Outcome<LoadFigures>;
    endpoints: Record<Database, Outcome<Partial<Record<Endpoint, Outcome<LoadRow>>>>>;
  };
  pages: Outcome<PagesBench>;
  catalogImages: Outcome<CatalogImages>;
  projectsCatalog: Outcome<ProjectsCatalog>;
  investments: Outcome<InvestmentsBench>;
  investors: Outcome<InvestorsBench>;
  chain: Outcome<ChainBench>;
}

const DB_LABEL: Record<Database, string> = { pglite: 'PGlite', postgres: 'Postgres' };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const reason = (failure: Failure) => ('error' in failure ? `FAILED: ${failure.error}` : `skipped: ${failure.skipped}`);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Aligned columns; a row shorter than the header (a label and why it has no figures) does not widen them. */
function table(header: string[], rows: string[][]): string[] {
  const full = rows.filter((r) => r.length >= header.length);
  const widths = header.map((h, i) => Math.max(h.length, ...full.map((r) => r[i]!.length), ...rows.map((r) => (i === 0 ? r[0]!.length : 0))));
  const line = (cells: string[]) => `  ${cells.map((c, i) => (i < cells.length - 1 ? c.padEnd(widths[i]!) : c)).join('  ')}`.trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

const LOAD_COLUMNS = ['req/s', 'p50 ms', 'p99 ms', 'mean ms', 'non-2xx', 'errors'];
const loadCells = (f: LoadFigures) => [String(f.requestsPerSecond), String(f.p50Ms), String(f.p99Ms), f.meanMs.toFixed(2), String(f.non2xx), String(f.errors)];

/** A list endpoint's first page under load, one row per query; `plan` when its SQL was explained. */
interface ListRunFigures extends LoadFigures {
  url: string;
  rowsOnPage: number;
  loadAverage: number;
  plan?: QueryPlan;
}

function listRunsTable(runs: ListRunFigures[], p99TargetMs: number): string[] {
  const planned = runs.some((r) => r.plan);
  return table(
    ['request', 'rows', ...LOAD_COLUMNS, ...(planned ? ['query (EXPLAIN ANALYZE)'] : []), 'load avg after', 'target'],
    runs.map((r) => [
      r.url,
      String(r.rowsOnPage),
      ...loadCells(r),
      ...(planned ? [r.plan ? `${r.plan.executionMs} ms` : ''] : []),
      String(r.loadAverage),
      `p99 <= ${p99TargetMs} ms: ${verdict(r.p99Ms <= p99TargetMs && r.non2xx === 0)}`,
    ]),
  );
}

function firstLoadSection(r: BenchResults): string[] {
  const out = ['First load (Chromium 390x844, empty cache, service worker blocked; compressed bodies as transferred)'];
  if (isFailure(r.firstLoad)) out.push(`  ${reason(r.firstLoad)}`);
  else {
    const target = r.targets.firstLoadJsOfHomeBytes;
    out.push(
      ...table(
        ['page', 'ended at', 'JS', 'files', 'CSS', 'files', 'failed', `JS of / <= ${kb(target)}`],
        r.firstLoad.map((p) => [p.path, p.finalPath, kb(p.jsBytes), String(p.jsFiles), kb(p.cssBytes), String(p.cssFiles), String(p.failed), p.path === '/' ? verdict(p.jsBytes <= target) : '']),
      ),
    );
  }
  out.push(
    isFailure(r.bundle)
      ? `  build: ${reason(r.bundle)}`
      : `  build: entry chunk ${r.bundle.entryChunk} ${kb(r.bundle.entryGzipBytes)} gzip; with its ${r.bundle.initialChunks - 1} preloaded chunks ${kb(r.bundle.initialGzipBytes)} gzip`,
  );
  return out;
}

function coldStartSection(r: BenchResults): string[] {
  const rows = (Object.keys(DB_LABEL) as Database[]).map((db) => {
    const c = r.coldStart[db];
    if (isFailure(c)) return [DB_LABEL[db], reason(c)];
    const target = db === 'pglite' ? `<= ${r.targets.coldStartPgliteMs} ms: ${verdict(c.medianMs <= r.targets.coldStartPgliteMs)}` : '';
    return [DB_LABEL[db], `${c.medianMs} ms`, c.runsMs.map((ms) => `${ms}`).join(', '), `${c.firstStartMs} ms`, target];
  });
  return ['Cold start on an existing database (spawn -> first 200 from /api/health)', ...table(['database', 'median', 'runs (ms)', 'first start (creates + seeds)', 'target'], rows)];
}

function loadSection(r: BenchResults): string[] {
  const { connections, durationS, warmupS, rounds, sliceS } = r.load.settings;
  const figures = (label: string, f: Outcome<LoadFigures | LoadRow>) =>
    isFailure(f)
      ? [label, reason(f)]
      : [label, ...loadCells(f), 'vsBareKoa' in f ? `${f.vsBareKoa.toFixed(2)}x of ${f.bareKoaRequestsPerSecond}` : ''];
  const rows = [figures("bare Koa hello (the run's first baseline)", r.load.bareKoa)];
  for (const db of Object.keys(DB_LABEL) as Database[]) {
    const endpoints = r.load.endpoints[db];
    if (isFailure(endpoints)) rows.push([`${DB_LABEL[db]} server`, reason(endpoints)]);
    else for (const endpoint of ENDPOINTS) if (endpoints[endpoint]) rows.push(figures(`GET ${endpoint} (${DB_LABEL[db]})`, endpoints[endpoint]));
  }
  return [
    `Throughput (autocannon, ${connections} connections, ${durationS} s after a ${warmupS} s warm-up; latency percentiles in whole ms;`,
    `each endpoint in ${rounds} slices of ${sliceS} s alternating with a bare Koa server's, medians of the slices)`,
    ...table(['target', ...LOAD_COLUMNS, 'vs bare Koa, median of the slices (its req/s)'], rows),
  ];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** GET /api/brand's throughput against bare Koa's in the same run, per database (the issue's BFF target). */
const BRAND_VS_BARE_KOA_TARGET = 0.5;

function brandTargetLines(r: BenchResults): string[] {
  return (Object.keys(DB_LABEL) as Database[]).flatMap((db) => {
    const endpoints = r.load.endpoints[db];
    if (isFailure(endpoints)) return [];
    const brand = endpoints['/api/brand'];
    if (!brand) return [];
    const label = `  GET /api/brand (${DB_LABEL[db]}) ≥ ${BRAND_VS_BARE_KOA_TARGET.toFixed(2)}x bare Koa's req/s:`;
    if (isFailure(brand)) return [`${label} no figure NOT met`];
    return [`${label} ${brand.vsBareKoa.toFixed(2)}x ${verdict(brand.vsBareKoa >= BRAND_VS_BARE_KOA_TARGET)}`];
  });
}

/** The pages table and one line per page with targets; `extraTargets` are lines the whole run adds (the BFF's). */
export function formatPages(outcome: Outcome<PagesBench>, extraTargets: string[] = []): string {
  const title = 'Pages';
  if (isFailure(outcome)) return [title, `  ${reason(outcome)}`, ...extraTargets].join('\n');
  const audited = outcome.pages.map((p) => p.lighthouse).find((lh) => !isFailure(lh));
  const version = audited && !isFailure(audited) ? audited.lighthouseVersion : '?';
  const rows = outcome.pages.map((p) => {
    const lh = p.lighthouse;
    const w = p.weight;
    // Where a page ended up when not where it was asked for (a lost session ends on the login page).
    const ended = [lh, w].flatMap((o) => (isFailure(o) || o.finalPath === p.path ? [] : [o.finalPath]));
    const where = ended.length ? `${p.path} -> ${ended[0]}` : p.path;
    const weight = isFailure(w) ? [reason(w)] : [kb(w.jsBytes), String(w.jsFiles), kb(w.cssBytes), String(w.cssFiles), w.failed ? `${w.failed} failed` : ''];
    if (isFailure(lh)) return [p.label, where, reason(lh)];
    const m = lh.metrics;
    return [
      p.label,
      where,
      `${lh.scores.performance} (${lh.performanceRuns.join(' ')})${lh.attempts > lh.performanceRuns.length ? ` ${lh.attempts} tries` : ''}`,
      String(lh.scores.accessibility),
      String(lh.scores['best-practices']),
      String(lh.scores.seo),
      seconds(m.firstContentfulPaintMs),
      seconds(m.largestContentfulPaintMs),
      `${m.totalBlockingTimeMs} ms`,
      lh.rendererCpu ? `${Math.round(lh.rendererCpu.share * 100)} %` : '-',
      lh.rendererCpu && lh.rendererCpu.cpuBlockingMs !== null ? `${lh.rendererCpu.cpuBlockingMs} ms` : '-',
      seconds(m.speedIndexMs),
      String(m.cumulativeLayoutShift),
      kb(m.totalByteWeight),
      ...weight,
    ];
  });
  const targets = outcome.pages.flatMap((p) => {
    const checks = checkPage(p.target, isFailure(p.lighthouse) ? null : p.lighthouse, isFailure(p.weight) ? null : p.weight);
    return checks.length ? [`  ${p.label}: ${checks.map((c) => `${c.label}: ${c.value} ${verdict(c.met)}`).join('; ')}`] : [];
  });
  return [
    `${title}: Lighthouse ${version} mobile preset with its default simulated throttling, the median of ${outcome.runsPerPage} runs by performance (all ${outcome.runsPerPage} scores in brackets); members signed in, their session cookie in the browser before the visit; phone 390x844, tablet 820x1180 DPR 2 with the same throttling. JS and CSS compressed as transferred in Chromium on an empty cache (service worker blocked), after network idle; weight is Lighthouse's total-byte-weight. On CPU: the share of the page's long tasks (${LONG_TASK_OBSERVED_US / 1000} ms or more as observed, 50 ms once slowed down 4x) during which its renderer actually ran, from the same run's trace; Lighthouse counts their wall time, so well under 100 % means the machine held the page back and TBT measures the machine as much as the page. TBT on CPU: the blocking time of the page's own work in that trace, each main-thread task's time on the CPU slowed down 4x, past 50 ms, from the first contentful paint on (an estimate, not a target).`,
    ...table(['page', 'path', 'performance', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'on CPU', 'TBT on CPU', 'SI', 'CLS', 'weight', 'JS', 'files', 'CSS', 'files', ''], rows),
    '  Targets',
    ...targets,
    ...extraTargets,
  ].join('\n');
}

function catalogImagesSection(r: BenchResults): string[] {
  const c = r.catalogImages;
  if (isFailure(c)) return ['Catalog first screen images (investor, 390x844)', `  ${reason(c)}`];
  return [
    `Catalog first screen images (investor at 390x844, DPR 3, empty cache): ${kb(c.imageBytes)} in ${c.images} images for ${c.cards} cards — target ≤ ${kb(c.targetBytes)} ${verdict(c.imageBytes <= c.targetBytes)}`,
  ];
}

function projectsCatalogSection(r: BenchResults): string[] {
  const c = r.projectsCatalog;
  const title = 'Investor catalog GET /api/projects on Postgres with 10,000 projects (first page, br/gzip, 20 connections)';
  if (isFailure(c)) return [title, `  ${reason(c)}`];
  const row = (label: string, f: LoadFigures & { bytesPerResponse: number }, extra: string) => [label, ...loadCells(f), `${f.bytesPerResponse} B`, extra];
  return [
    `${title}: ${c.projects} projects, ${c.visibleToInvestor} visible to the demo investor, ${c.pageSize} per page, ${kb(c.jsonBytes)} of JSON`,
    ...table(
      ['request', ...LOAD_COLUMNS, 'bytes/answer', ''],
      [
        row('plain', c.plain, `p99 <= ${c.p99TargetMs} ms: ${verdict(c.plain.p99Ms <= c.p99TargetMs)}`),
        row('If-None-Match', c.revalidated, `304 rate ${(c.revalidated.notModifiedRate * 100).toFixed(1)} %`),
      ],
    ),
  ];
}

const euros = (n: number) => `€${n.toLocaleString('en')}`;

function overFundingLines(o: OverFunding): string[] {
  const refusalTexts = o.answers.map((a) => `${a.count} × ${a.status} ${a.error}`).join('; ');
  return [
    `  Never over-funded: ${o.requests} concurrent POST /api/investment from ${o.investors} signed-in investors, ${euros(o.askedEuros)} asked against ${euros(o.totalFundingEuros)} (${(o.askedEuros / o.totalFundingEuros).toFixed(0)}x); latency per request from its own send`,
    ...table(
      ['accepted', 'sum (answers)', 'sum (database)', 'refused', 'funding texts', '5xx', 'no answer', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'target'],
      [
        [
          String(o.accepted),
          euros(o.acceptedEuros),
          `${euros(o.databaseEuros)} in ${o.databaseRows}`,
          String(o.refused),
          `${o.refusedWithFundingText}/${o.refused}`,
          String(o.serverErrors),
          String(o.networkErrors),
          String(o.requestsPerSecond),
          o.p50Ms.toFixed(1),
          o.p99Ms.toFixed(1),
          o.maxMs.toFixed(1),
          `sum = ${euros(o.totalFundingEuros)}, no 5xx, only funding refusals: ${verdict(o.met)}`,
        ],
      ],
    ),
    ...(refusalTexts ? [`  refusals: ${refusalTexts}`] : []),
    `  meanwhile another investor's GET /api/investment, one after another: ${o.bystander.requests} answered, p50 ${o.bystander.p50Ms.toFixed(1)} ms, max ${o.bystander.maxMs.toFixed(1)} ms, non-2xx ${o.bystander.non2xx}; load average ${o.loadAverage} after the burst`,
  ];
}

function adminListLines(investments: number, pageSize: number, target: number, runs: ListRun[], byStatus: Record<string, number | undefined>): string[] {
  return [
    `  Admin list with ${investments.toLocaleString('en')} investments (${Object.entries(byStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(', ')}): first page of ${pageSize}, br/gzip, 20 connections`,
    ...listRunsTable(runs, target),
    ...runs.map((r) => `  plan of ${r.label}: ${r.plan.nodes}`),
  ];
}

export function formatInvestments(outcome: Outcome<InvestmentsBench>): string {
  const title = 'Investments on Postgres (fresh database with the demo data)';
  if (isFailure(outcome)) return [title, `  ${reason(outcome)}`].join('\n');
  const { overFunding: o, adminList: l } = outcome;
  return [
    title,
    ...(isFailure(o) ? [`  Never over-funded: ${reason(o)}`] : overFundingLines(o)),
    ...(isFailure(l) ? [`  Admin list: ${reason(l)}`] : adminListLines(l.investments, l.pageSize, l.p99TargetMs, l.runs, l.byStatus)),
  ].join('\n');
}

const mib = (n: number) => `${n.toFixed(1)} MiB`;

function investorListLines(l: InvestorList): string[] {
  return [
    '  GET /api/investors first page as the admin (br/gzip, 20 connections)',
    ...listRunsTable(l.runs, l.p99TargetMs),
  ];
}

const band = (values: number[]) => `${mib(Math.min(...values))}–${mib(Math.max(...values))}`;

function registerLines(b: RegisterBench): string[] {
  const whole = b.runs.filter((r) => r.whole);
  return [
    `  Holder register export GET /api/investors/register.csv as the admin (br/gzip as a browser asks; keyset batches of ${b.batchSize}); server RSS from /proc, peak during the download`,
    ...table(
      ['export', 'rows', 'CSV', 'transferred', 'first byte', 'total', 'RSS before', 'peak', 'peak - before', '1st half / 2nd half', 'load avg after', 'target'],
      b.runs.map((r) => [
        r.label,
        r.rows.toLocaleString('en'),
        mib(r.csvBytes / 2 ** 20),
        `${mib(r.wireBytes / 2 ** 20)} ${r.encoding}`,
        `${r.firstByteMs} ms`,
        `${r.totalMs} ms`,
        mib(r.rssBeforeMiB),
        mib(r.rssPeakMiB),
        mib(r.rssPeakMiB - r.rssBeforeMiB),
        `${mib(r.rssFirstHalfMiB)} / ${mib(r.rssSecondHalfMiB)}`,
        String(r.loadAverage),
        r.whole ? `<= ${b.targetMs / 1000} s: ${verdict(r.totalMs <= b.targetMs)}` : '',
      ]),
    ),
    `  whole register over ${whole.length} exports: RSS before ${band(whole.map((r) => r.rssBeforeMiB))}, peak ${band(whole.map((r) => r.rssPeakMiB))}, peak - before ${band(whole.map((r) => r.rssPeakMiB - r.rssBeforeMiB))}`,
    `  one batch from the middle of the register: ${b.batchPlan.executionMs} ms (EXPLAIN ANALYZE): ${b.batchPlan.nodes}`,
  ];
}

export function formatInvestors(outcome: Outcome<InvestorsBench>): string {
  const title = 'Investors and the holder register on Postgres (fresh database with the demo data)';
  if (isFailure(outcome)) return [title, `  ${reason(outcome)}`].join('\n');
  const { seeded: s, list, register } = outcome;
  return [
    title,
    `  seeded in ${(s.seedMs / 1000).toFixed(1)} s with SQL: ${s.investors.toLocaleString('en')} verified investors (${s.blockedInvestors} blocked), ${s.projects} projects, ${s.investments.toLocaleString('en')} investments (${s.completed.toLocaleString('en')} completed and minted), ${s.holdings.toLocaleString('en')} holdings (${s.frozenHoldings} with blocked tokens)`,
    ...(isFailure(list) ? [`  GET /api/investors: ${reason(list)}`] : investorListLines(list)),
    ...(isFailure(register) ? [`  Holder register export: ${reason(register)}`] : registerLines(register)),
  ].join('\n');
}

function mintLatencyLines(l: MintLatency): string[] {
  return [
    `  Mint latency: the admin's PUT {from_status:'mint'} to GET /api/investment/:id seeing completed (polled every 50 ms), ${l.mints} mints one after another`,
    ...table(['mints', 'p50 ms', 'p95 ms', 'max ms', 'target'], [[String(l.mints), String(l.p50Ms), String(l.p95Ms), String(l.maxMs), `p95 <= ${l.p95TargetMs} ms: ${verdict(l.met)}`]]),
  ];
}

function mintBurstLines(b: MintBurst): string[] {
  return [
    `  ${b.mints} mints queued together: the admin's PUTs with ${b.inFlight} in flight, then until every investment is completed`,
    ...table(
      ['completed', 'PUTs not 200', 'PUTs sent in', 'all completed in', 'mints/s', 'nonce gaps', 'nonces (db max / chain count)', 'double mints', 'failed commands', 'tokens chain / register / minted', 'load avg after', 'target'],
      [
        [
          `${b.completed}/${b.mints}`,
          String(b.refusedPuts),
          seconds(b.putsMs),
          seconds(b.totalMs),
          String(b.mintsPerSecond),
          String(b.nonceGaps),
          `${b.maxNonce} / ${b.chainNonce}`,
          String(b.doubleMints),
          String(b.failedCommands),
          `${b.onChainTokens} / ${b.registerTokens} / ${b.expectedTokens}`,
          String(b.loadAverage),
          `all confirmed, 0 gaps, 0 double mints: ${verdict(b.met)}`,
        ],
      ],
    ),
  ];
}

function reconciliationLines(r: ChainReconciliation): string[] {
  return [
    `  Reconciling ${r.holdings} holdings: one run of the scheduled job's reconcileChain (${r.seeded} verified investors with 0-token holdings seeded in ${seconds(r.seedMs)}, the rest the mints')`,
    ...table(
      ['holdings compared', 'not compared', 'differences', 'run', 'of it register reads (timed again)', 'load avg after', 'target'],
      [[String(r.holdings), String(r.notCompared), String(r.differences), seconds(r.runMs), seconds(r.registerReadMs), String(r.loadAverage), `10,000 holdings, 0 differences, <= ${seconds(r.targetMs)}: ${verdict(r.met)}`]],
    ),
  ];
}

export function formatChain(outcome: Outcome<ChainBench>): string {
  const title = 'The chain: mints on the embedded anvil, the BFF in-process';
  if (isFailure(outcome)) return [title, `  ${reason(outcome)}`].join('\n');
  const { latency, burst, reconciliation } = outcome;
  return [
    `${title} on ${DB_LABEL[outcome.database]}`,
    ...(isFailure(latency) ? [`  Mint latency: ${reason(latency)}`] : mintLatencyLines(latency)),
    ...(isFailure(burst) ? [`  Mints queued together: ${reason(burst)}`] : mintBurstLines(burst)),
    ...(isFailure(reconciliation) ? [`  Reconciling 10,000 holdings: ${reason(reconciliation)}`] : reconciliationLines(reconciliation)),
  ].join('\n');
}

export function formatReport(r: BenchResults): string {
  const { machine } = r;
  const head = `Bench ${r.date} | Node ${machine.node} | ${machine.cpus} CPUs (${machine.cpuModel}) | ${machine.memoryGiB} GiB | load average ${machine.loadAverageAtStart.join(' ')} at start | took ${r.durationS} s`;
  return [head, '', ...firstLoadSection(r), '', ...coldStartSection(r), '', ...loadSection(r), '', formatPages(r.pages, brandTargetLines(r)), '', ...catalogImagesSection(r), '', ...projectsCatalogSection(r), '', formatInvestments(r.investments), '', formatInvestors(r.investors), '', formatChain(r.chain)].join('\n');
}
