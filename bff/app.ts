// Builds the Koa application from its dependencies without listening, so tests run the real app
// in-process. Order matters: request context and errors wrap everything; security headers apply to
// every answer; reads of the sessionless areas (health, brand) are answered next, and everything else
// goes on through compression (a JSON answer is serialised once, before compression weighs it), the
// same-origin check and the size-limited body parser before routing; /api routes come before the
// app's SPA fallback.
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import { HttpMethodEnum, koaBody } from 'koa-body';
import zlib from 'node:zlib';
import type { Deps } from './deps';
import { requestContext } from './middleware/request-context';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import { jsonOnce } from './middleware/json-once';
import { sameOrigin } from './middleware/same-origin';
import { resolveOrigin } from './middleware/resolve-origin';
import { staticApp } from './pages/static-app';
import { projectPreviewReader } from './pages/project-preview';
import { homeRedirect } from './pages/home-redirect';
import { loginPage } from './pages/login-page';
import { loginStarter } from './auth/login-start';
import { apiFallback } from './middleware/api-fallback';
import { createProjectService } from './services/projects';
import { chainRoutes } from './routes/chain';
import { dispatchBySegment, firstSegment, fixedGetRoutes, mountUnderApi, segmentsOf } from './http/api-dispatch';
import { healthRoutes } from './routes/health';
import { brandRoutes } from './routes/brand';
import { authRoutes } from './routes/auth';
import { secondFactorRoutes } from './routes/second-factors';
import { userRoutes } from './routes/users';
import { authenticate } from './middleware/authenticate';
import { contactRoutes } from './routes/contact';
import { projectRoutes } from './routes/projects';
import { projectFileRoutes } from './routes/project-files';
import { blockRoutes } from './routes/block';
import { registerRoutes } from './routes/register';
import { investorRoutes } from './routes/investors';
import { kycRoutes } from './routes/kyc';
import { investmentRoutes } from './routes/investments';
import { seoRoutes } from './routes/seo';
import { auditRoutes } from './routes/audit';
import { approvalRoutes } from './routes/approvals';
import { investorProfileRoutes } from './routes/investor-profile';
import { inRequestScope } from '../db/request-scope';

export const JSON_LIMIT = '1mb';
/** Bytes below which an answer is sent uncompressed. */
const COMPRESSION_THRESHOLD = 1024;

function onlyUnder(prefix: string, middleware: Middleware): Middleware {
  return (ctx, next) => (ctx.path === prefix || ctx.path.startsWith(`${prefix}/`) ? middleware(ctx, next) : next());
}

/**
 * The /api areas whose answers are the same for everyone at an address (health probes, the brand): no
 * session is read for them (a load balancer's answer must not depend on reading one, and every signed-in
 * app start asked for the brand and paid a session read for nothing).
 */
const sessionlessAreas = (deps: Deps): Router[] => mountUnderApi([healthRoutes(deps), brandRoutes(deps)]);

const sessionAreas = (deps: Deps): Router[] =>
  mountUnderApi([authRoutes(deps, deps.identity), secondFactorRoutes(deps), userRoutes(deps), contactRoutes(deps), projectFileRoutes(deps), projectRoutes(deps), registerRoutes(deps), blockRoutes(deps), investorRoutes(deps), kycRoutes(deps), investmentRoutes(deps), auditRoutes(deps), chainRoutes(deps), approvalRoutes(deps), investorProfileRoutes(deps)]);

/**
 * Every /api route, one router per area mounted under /api; the authorization matrix test reads their
 * routes (tests/integration/authorization-matrix.test.ts). A request reaches only the areas of its first
 * segment (http/api-dispatch.ts), and one allowedMethods after them all (in createApp) answers
 * 405/501/OPTIONS: a per-area allowedMethods would wrap every request thirteen times over to reach the
 * same verdict.
 */
export function apiAreas(deps: Deps): Router[] {
  return [...sessionlessAreas(deps), ...sessionAreas(deps)];
}

/**
 * GET and HEAD of the sessionless areas, answered right after the security headers. The layers in
 * between have nothing to do for them: the same-origin check and the body parser act on unsafe
 * methods only, the session is not read, the identity provider and the uploads answer their own
 * paths, and compression leaves answers under its threshold alone (the brand is ~0.5 KB, a probe less).
 * Measured on GET /api/brand under load, those layers were about a fifth of the server's CPU per request.
 * Their fixed paths (/api/brand, the health probes) go straight to their handlers (fixedGetRoutes).
 * Other methods go the whole way, to the same routers, and get the 405 they got before.
 */
function sessionlessReads(areas: Router[]): Middleware {
  const fixed = fixedGetRoutes(areas);
  const dispatch = dispatchBySegment(areas);
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    return (fixed.get(ctx.path) ?? dispatch)(ctx, next);
  };
}

export function createApp(deps: Deps): Koa {
  const https = deps.config.publicUrl?.startsWith('https:') ?? false;
  // Forwarded headers count only from the configured number of proxies (docs/security.md).
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // The embedded provider signs its cookies with the same keys, so both can read each other's.
  app.keys = deps.secrets.cookieKeys;

  app.use(requestContext(deps.logger));
  app.use(errorHandler());
  app.use(resolveOrigin(deps.origins, hops));
  app.use(securityHeaders({ https }));
  const sessionless = sessionlessAreas(deps);
  app.use(sessionlessReads(sessionless));
  app.use(
    compress({
      threshold: COMPRESSION_THRESHOLD,
      br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: { level: 6 },
    }),
  );
  app.use(jsonOnce(COMPRESSION_THRESHOLD));

  if (deps.identity.providers) app.use(deps.identity.providers.middleware());
  app.use(onlyUnder('/api', sameOrigin()));
  app.use(
    onlyUnder(
      '/api',
      // DELETE bodies too: DELETE /api/kyc/document names what to delete in its body (spec 001 §7).
      koaBody({ jsonLimit: JSON_LIMIT, formLimit: '64kb', textLimit: '64kb', multipart: false, jsonStrict: true, parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE] }),
    ),
  );

  const auth = authenticate(deps.db, { secondFactorEnforced: deps.config.secondFactorEnforced });
  const noSession = segmentsOf(sessionless);
  // Everything after the session check runs in the request's scope, so an audited change names the
  // request (db/request-scope.ts); the sessionless reads change nothing and skip it.
  const authInScope: Middleware = (ctx, next) => inRequestScope(ctx.state.requestId, () => auth(ctx, next));
  app.use(onlyUnder('/api', (ctx, next) => (noSession.has(firstSegment(ctx.path) ?? '') ? next() : authInScope(ctx, next))));

  // tus answers its own protocol (HEAD, PATCH with offsets) under /api/kyc/uploads, after the session check.
  app.use(deps.kycUploads.middleware);
  app.use(apiFallback());
  app.use(dispatchBySegment([...sessionless, ...sessionAreas(deps)]));
  // Its verdict depends only on the routes the request's path matched, whichever area they belong to.
  app.use(new Router().allowedMethods());
  app.use(seoRoutes(deps).routes());
  app.use(homeRedirect(deps.config, deps.brands.byDomainId(2)?.platform ?? 'hispaxtoken'));
  app.use(loginPage(loginStarter(deps, deps.identity)));
  app.use(staticApp(deps.webRoot, deps.brands, projectPreviewReader(deps.db, createProjectService(deps))));
  return app;
}
