import type { Middleware } from 'koa';
import { HttpError, notFound } from '../errors';

/** /api, and /oidc when no embedded provider answers there (an external issuer is configured). */
const isApi = (path: string) => /^\/(api|oidc)(\/|$)/.test(path);

/**
 * Wraps the API router: an /api request nobody answered is a JSON 404 (never the web app's HTML), and a
 * method a route does not have is a JSON 405 with the Allow header the router set.
 */
export function apiFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (!isApi(ctx.path) || ctx.body != null) return;
    if (ctx.status === 405) {
      throw new HttpError(405, 'method_not_allowed', 'http.methodNotAllowed');
    }
    if (ctx.status === 404) throw notFound('http.notFound', 'route_not_found');
  };
}
