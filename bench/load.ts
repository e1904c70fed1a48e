// Requests per second and latency at a fixed concurrency, measured with autocannon.
import autocannon from 'autocannon';

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
