// CSRF defence without tokens: a mutating request that a browser marks as coming from another site is
// refused. Same-origin means the configured origin this request reached (resolve-origin.ts). Requests
// without Origin and Sec-Fetch-Site come from non-browser clients, which cookies cannot be forged for.
import type { Middleware } from 'koa';
import { forbidden } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      const crossBySite = site !== '' && site !== 'same-origin' && site !== 'none';
      const crossByOrigin = origin !== '' && origin !== ctx.state.origin;
      if (crossBySite || crossByOrigin) {
        throw forbidden('http.crossSite', 'cross_site_request');
      }
    }
    await next();
  };
}
