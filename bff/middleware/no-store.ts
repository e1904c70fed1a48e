// Answers that carry personal, payment or audit data: never kept by the browser or any cache between.
import type { Middleware } from 'koa';

export const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'private, no-store');
  await next();
};
