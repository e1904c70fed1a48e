// Redirects of the sign-in flow carry one-time state: no cache, shared or private, may keep them.
import type { Context } from 'koa';

export function redirectNoStore(ctx: Context, to: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(to);
}
