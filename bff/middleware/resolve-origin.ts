// Resolves every request to one of the configured origins (bff/config/origins.ts) before anything else
// reads it. /api and /oidc refuse a request that reached none of them: an issuer, a redirect URI or a
// mailed link is never made from a Host header. Pages get their brand's canonical origin instead.
import type { Context, Middleware } from 'koa';
import type { Origins } from '../config/origins';
import { badRequest } from '../errors';

const GUARDED = /^\/(api|oidc)(\/|$)/;

/**
 * The value a trusted proxy put in a forwarded header: with N hops, the N-th entry from the right (the
 * one the outermost of our proxies wrote); whatever a client prepended stays to its left.
 */
function forwarded(ctx: Context, header: string, hops: number): string | undefined {
  const values = ctx.get(header).split(',').map((v) => v.trim()).filter(Boolean);
  return values.length > 0 ? values[Math.max(0, values.length - hops)] : undefined;
}

export function resolveOrigin(origins: Origins, trustProxyHops: number): Middleware {
  return async (ctx, next) => {
    const direct = ctx.req.headers.host ?? '';
    const host = (trustProxyHops > 0 && forwarded(ctx, 'x-forwarded-host', trustProxyHops)) || direct;
    const protocol = (trustProxyHops > 0 && forwarded(ctx, 'x-forwarded-proto', trustProxyHops)?.toLowerCase()) || 'http';
    const resolved = origins.resolve(protocol, host);
    if (!resolved && GUARDED.test(ctx.path)) {
      throw badRequest('http.unknownOrigin', 'unknown_origin');
    }
    ctx.state.origin = resolved ?? origins.fallbackFor(host);
    await next();
  };
}
