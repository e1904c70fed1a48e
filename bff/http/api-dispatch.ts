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

export function dispatchBySegment(mounted: readonly Router[]): Middleware {
  const bySegment = new Map<string, Middleware[]>();
  for (const router of mounted) {
    const routes = router.routes() as unknown as Middleware;
    for (const segment of segmentsOf([router])) bySegment.set(segment, [...(bySegment.get(segment) ?? []), routes]);
  }
  // Areas sharing a segment (/api/admin/… is KYC's and the projects') run in the order they were given.
  const inOrder = (routes: Middleware[]) => routes.reduceRight((rest, first) => (ctx, next) => first(ctx, () => rest(ctx, next)));
  const dispatch = new Map([...bySegment].map(([segment, routes]) => [segment, inOrder(routes)]));
  return (ctx, next) => {
    const segment = firstSegment(ctx.path);
    const routes = segment === null ? undefined : dispatch.get(segment);
    return routes ? routes(ctx, next) : next();
  };
}
