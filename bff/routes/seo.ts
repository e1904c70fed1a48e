// /robots.txt and /sitemap.xml for search engines, per brand host: the sitemap lists that brand's
// public pages with absolute addresses on the configured origin that was asked (never a raw Host);
// robots keeps crawlers out of the members' area, the API, the identity provider and the account
// forms; the login page stays crawlable, being the partner brand's home page (core/home-redirect.ts).
import Router from '@koa/router';
import type { Deps } from '../deps';
import { sitemapPaths } from '../../core/public-routes';

const PRIVATE_PREFIXES = ['/dashboard', '/api/', '/oidc/', '/user-signup', '/user-reset-password', '/user-recover-password'];

export function seoRoutes(deps: Pick<Deps, 'brands'>): Router {
  const router = new Router();

  router.get('/robots.txt', (ctx) => {
    const origin = ctx.state.origin;
    ctx.type = 'text/plain';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = ['User-agent: *', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  });

  router.get('/sitemap.xml', (ctx) => {
    const origin = ctx.state.origin;
    const domainId = deps.brands.forRequest(ctx).domain_id as 1 | 2;
    const urls = sitemapPaths(domainId).map((path) => `  <url><loc>${origin}${path}</loc></url>`);
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  });

  return router;
}
