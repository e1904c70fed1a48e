// GET /api/health: whether the database and the blob store answer. 503 when either does not, so a load
// balancer takes the replica out of rotation.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { dbKind } from '../../db/knex';

async function probe(check: () => Promise<unknown>) {
  const started = performance.now();
  try {
    await check();
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

export function healthRoutes(deps: Pick<Deps, 'db' | 'blobs'>): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const [database, storage] = await Promise.all([
      probe(() => deps.db.raw('select 1')),
      probe(() => deps.blobs.health()),
    ]);
    const ok = database.ok && storage.ok;
    ctx.status = ok ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: ok,
      data: {
        status: ok ? 'ok' : 'degraded',
        database: { ...database, kind: dbKind(deps.db) },
        storage: { ...storage, driver: deps.blobs.driver },
      },
      ...(ok ? {} : { error: 'Service unavailable' }),
    };
  });
  return router;
}
