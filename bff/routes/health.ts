// Health for load balancers and orchestrators. /api/health/live: the process answers (no dependency is
// asked, so a database outage never gets the process restarted). /api/health/ready (and /api/health):
// the database and the blob store answer within a short time and the process is not draining; 503
// otherwise, so the replica leaves the rotation. Answers say up or down only: causes go to the log.
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Deps } from '../deps';
import { dbKind } from '../../db/knex';
import { pingDatabase } from '../../db/queries/health';

const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>, onError: (err: unknown) => void) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    onError(err);
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: Pick<Deps, 'db' | 'blobs' | 'lifecycle'>): Router {
  const router = new Router();

  router.get('/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: { status: 'live' } };
  });

  const ready: Middleware = async (ctx) => {
    const log = (part: string) => (err: unknown) => ctx.state.log.warn({ err, part }, 'readiness probe failed');
    const [database, storage] = await Promise.all([
      probe(() => pingDatabase(deps.db), log('database')),
      probe(() => deps.blobs.health(), log('storage')),
    ]);
    const draining = deps.lifecycle.draining;
    const ok = database.ok && storage.ok && !draining;
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: ok,
      data: {
        status: ok ? 'ok' : draining ? 'draining' : 'degraded',
        database: { ...database, kind: dbKind(deps.db) },
        storage: { ...storage, driver: deps.blobs.driver },
      },
      ...(ok ? {} : { error: 'Service unavailable' }),
    };
  };
  router.get('/health/ready', ready);
  router.get('/health', ready);
  return router;
}
