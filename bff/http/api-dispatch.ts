// Sends an /api request straight to the areas that have routes under its first segment (/api/kyc/… to
// the KYC routes, /api/brand to the brand's): a request is matched against a handful of routes, not
// every route of the API, and an area's own middleware (no-store, say) runs for that area's routes only.
// Matching within an area is still @koa/router's; the single allowedMethods after this sees the routes
// the request's path matched (ctx.matched) and answers 405/501/OPTIONS as before.
import type Router from '@koa/router';
import type { Middleware } from 'koa';

export const API_PREFIX = '/api';

/**
 * Each area's routes moved under /api. The area's own router is prefixed rather than nested in an /api
 * router: nested, every API request went through two routers, each matching the path against its
 * layers and composing a middleware chain anew.
 */
export function mountUnderApi(areas: readonly Router[]): Router[] {
  // prefix() replaces an area's own prefix (/auth): it goes after /api.
  return areas.map((area) => area.prefix(`${API_PREFIX}${area.opts.prefix ?? ''}`));
}

/** "/api/kyc/approve/:id" → "kyc"; null when the first segment is not a plain word. */
export function firstSegment(path: string): string | null {
  if (!path.startsWith(`${API_PREFIX}/`)) return null;
  const segment = path.slice(API_PREFIX.length + 1).split('/', 1)[0]!;
  // The router matches case-insensitively: so does the lookup.
  return /^[a-z0-9._-]+$/i.test(segment) ? segment.toLowerCase() : null;
}

/** The first segments of the mounted routers' routes ("kyc", "brand"...). */
export function segmentsOf(mounted: readonly Router[]): Set<string> {
  const segments = new Set<string>();
  for (const layer of mounted.flatMap((router) => router.stack)) {
    if (layer.methods.length === 0) continue;
    const segment = typeof layer.path === 'string' ? firstSegment(layer.path) : null;
    // A route whose first segment is a parameter would need every request: refuse it at start-up.
    if (!segment) throw new Error(`API route ${layer.path} does not start with a fixed segment`);
    segments.add(segment);
  }
  return segments;
}

/** One middleware running `chain` in order, as koa-compose would: each one's next() calls the one after it. */
const inOrder = (chain: readonly Middleware[]): Middleware => chain.reduceRight((rest, first) => (ctx, next) => first(ctx, () => rest(ctx, next)));

/**
 * The GET routes of `mounted` whose path has no parameter, by that exact path, each route's handlers
 * joined once here. For every request @koa/router matches the path against its layers, then builds and
 * composes a new chain of closures for the route it found: about a tenth of the server's CPU per
 * GET /api/brand (perf, under load). A fixed path needs none of that. Left to the routers: any other
 * spelling of a path (another case, a trailing slash), and the routes of an area with middleware of its
 * own (router.use), which the router would run first.
 */
export function fixedGetRoutes(mounted: readonly Router[]): Map<string, Middleware> {
  const table = new Map<string, Middleware>();
  const repeated = new Set<string>();
  for (const router of mounted) {
    if (router.stack.some((layer) => layer.methods.length === 0)) continue;
    for (const layer of router.stack) {
      if (!layer.methods.includes('GET') || layer.paramNames.length > 0 || typeof layer.path !== 'string') continue;
      // Two routes on one path run one after the other in the router: leave that path to it.
      if (table.has(layer.path)) repeated.add(layer.path);
      table.set(layer.path, inOrder(layer.stack as Middleware[]));
    }
  }
  for (const path of repeated) table.delete(path);
  return table;
}

export function dispatchBySegment(mounted: readonly Router[]): Middleware {
  const bySegment = new Map<string, Middleware[]>();
  for (const router of mounted) {
    const routes = router.routes() as unknown as Middleware;
    for (const segment of segmentsOf([router])) bySegment.set(segment, [...(bySegment.get(segment) ?? []), routes]);
  }
  // Areas sharing a segment (/api/admin/… is KYC's and the projects') run in the order they were given.
  const dispatch = new Map([...bySegment].map(([segment, routes]) => [segment, inOrder(routes)]));
  return (ctx, next) => {
    const segment = firstSegment(ctx.path);
    const routes = segment === null ? undefined : dispatch.get(segment);
    return routes ? routes(ctx, next) : next();
  };
}
