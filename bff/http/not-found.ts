import type { Middleware } from 'koa';
import { notFound } from '../errors';
import { httpMessages } from './messages';

/** After the API router: an /api path nobody answered is a JSON 404, never the web app's HTML. */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      throw notFound(httpMessages.notFound[ctx.state.lang ?? 'es'], 'route_not_found');
    }
    await next();
  };
}
