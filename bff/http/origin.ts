import type { Context } from 'koa';

/** This request's own origin (scheme://host[:port]). Koa 3's ctx.origin is the Origin header instead. */
export function requestOrigin(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`;
}
