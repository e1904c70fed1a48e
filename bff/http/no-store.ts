// Answers with personal or financial data are never kept by a browser or a shared cache.
import type { Middleware } from 'koa';

export const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'private, no-store');
  await next();
};
