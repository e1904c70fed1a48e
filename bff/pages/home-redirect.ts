// Applies the home page's redirect rule (core/home-redirect.ts) to GET / before the web app is served.
import type { Middleware } from 'koa';
import type { Config } from '../config/env';
import { homeRedirectTarget } from '../../core/home-redirect';

export function homeRedirect(config: Pick<Config, 'brandHosts'>, partnerPlatform: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/') {
      const target = homeRedirectTarget({
        host: ctx.host,
        platformParam: typeof ctx.query.platform === 'string' ? ctx.query.platform : undefined,
        mainSiteHosts: config.brandHosts[1],
        partnerHosts: config.brandHosts[2],
        partnerPlatform,
      });
      if (target) {
        ctx.set('Cache-Control', 'no-cache');
        return ctx.redirect(target);
      }
    }
    await next();
  };
}
