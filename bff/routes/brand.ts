// GET /api/brand: the brand this request belongs to, for the web app's logo, name, colours and legal
// identity. It varies with the platform parameter, X-Platform and the host, and so must caches.
import Router from '@koa/router';
import type { Deps } from '../deps';
import type { Brand } from '../../core/brand';
import { reply } from '../http/route';
import { presentBrand } from '../presenters/brand';

export function brandRoutes(deps: Pick<Deps, 'brands'>): Router {
  const router = new Router();
  router.get('/brand', (ctx) => {
    ctx.set('Vary', 'X-Platform, Host');
    ctx.set('Cache-Control', 'no-cache');
    reply<Brand>(ctx, presentBrand(deps.brands.forRequest(ctx)));
  });
  return router;
}
