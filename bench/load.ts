// Requests per second and latency at a fixed concurrency, measured with autocannon.
import autocannon from 'autocannon';
import { median } from './median-run';

export const LOAD = { connections: 20, durationS: 10, warmupS: 2 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  /** Percentiles of 2xx answers; autocannon records whole milliseconds. */
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
}

function run(url: string, durationS: number, headers: Record<string, string>): Promise<autocannon.Result> {
  // The load is generated in a worker thread, so a server in this process (the bare Koa baseline)
  // has the main thread to itself, as the separately spawned real server has its own process.
  return autocannon({ url, connections: LOAD.connections, duration: durationS, workers: 1, headers });
}

/** A warm-up run, then the timed one (whose raw result is returned): every request carries `headers`. */
export async function loadRun(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  // Warm-up: JIT, connection pools and caches reach their steady state before the timed run.
  await run(url, LOAD.warmupS, headers);
  return run(url, LOAD.durationS, headers);
}

export function loadFigures(result: autocannon.Result): LoadFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: Math.round(result.latency.mean * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureLoad(url: string): Promise<LoadFigures> {
  return loadFigures(await loadRun(url));
}

/** Timed slices per side when an endpoint is compared with the baseline, alternating baseline first. */
export const COMPARISON = { rounds: 5, sliceS: 3 } as const;

export interface Comparison {
  figures: LoadFigures;
  baselineRequestsPerSecond: number;
  /** The median of each round's endpoint over baseline requests per second. */
  ratio: number;
}

/**
 * Figures of slices of one endpoint taken as a whole: requests per second and latency percentiles are
 * the median of the slices' (percentiles cannot be merged exactly), the mean is weighted by requests.
 */
export function combineSlices(slices: readonly LoadFigures[]): LoadFigures {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    requestsPerSecond: Math.round(median(slices.map((s) => s.requestsPerSecond))),
    p50Ms: median(slices.map((s) => s.p50Ms)),
    p99Ms: median(slices.map((s) => s.p99Ms)),
    meanMs: Math.round((slices.reduce((sum, s) => sum + s.meanMs * s.requests, 0) / Math.max(requests, 1)) * 100) / 100,
    requests,
    non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

/** Paired slices (baseline, endpoint) as the endpoint's figures and its ratio to the baseline. */
export function compareSlices(pairs: readonly { baseline: LoadFigures; endpoint: LoadFigures }[]): Comparison {
  return {
    figures: combineSlices(pairs.map((p) => p.endpoint)),
    baselineRequestsPerSecond: combineSlices(pairs.map((p) => p.baseline)).requestsPerSecond,
    ratio: Math.round(median(pairs.map((p) => p.endpoint.requestsPerSecond / p.baseline.requestsPerSecond)) * 100) / 100,
  };
}

/**
 * An endpoint against the baseline in alternating short slices: a shared machine's speed drifts within
 * seconds (a baseline ran 7.8k-13.4k req/s in consecutive 10 s runs here), so one run of each, even
 * back to back, measured the drift between them as much as the server.
 */
export async function compareWithBaseline(baselineUrl: string, url: string): Promise<Comparison> {
  await run(baselineUrl, LOAD.warmupS, {});
  await run(url, LOAD.warmupS, {});
  const pairs = [];
  for (let round = 0; round < COMPARISON.rounds; round++) {
    const baseline = loadFigures(await run(baselineUrl, COMPARISON.sliceS, {}));
    pairs.push({ baseline, endpoint: loadFigures(await run(url, COMPARISON.sliceS, {})) });
  }
  return compareSlices(pairs);
}
