// Requests per second and latency with autocannon at a fixed concurrency, against the real server's
// endpoints and a bare Koa "hello" started here on the same machine (the ratio is our overhead).
import autocannon from 'autocannon';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

export const CONNECTIONS = 20;
export const DURATION_S = 8;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export async function load(url: string, durationS = DURATION_S): Promise<LoadFigures> {
  // A short warm-up so JIT and connection pools are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function loadBareKoa(): Promise<LoadFigures> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { success: true, data: 'hello' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await load(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}
