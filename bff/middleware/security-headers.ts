// Security headers through helmet, with a Content-Security-Policy the built app passes: our own
// scripts only; inline styles are allowed because Ionic's web components set style attributes.
// With no directive computed per request (none is a function here) helmet writes the same headers on
// every answer, so they are recorded once from helmet itself and replayed: helmet stays the source of
// what is sent, without rebuilding the policy string through ten chained middlewares per request.
import helmet from 'koa-helmet';
import type { Context, Middleware } from 'koa';

export interface SecurityHeaderOptions {
  https: boolean;
}

type HeaderStep = { set: string; value: number | string | readonly string[] } | { remove: string };

export function helmetOptions(options: SecurityHeaderOptions): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the OIDC redirects and brand assets; not needed here.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** What helmet does to a response, in order, captured on a response that only records. */
async function recordHelmet(options: SecurityHeaderOptions): Promise<HeaderStep[]> {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: number | string | readonly string[]) => void steps.push({ set: name, value }),
    removeHeader: (name: string) => void steps.push({ remove: name }),
  };
  const recorder = { req: {}, res } as unknown as Context;
  await helmet(helmetOptions(options))(recorder, () => Promise.resolve());
  return steps;
}

export function securityHeaders(options: SecurityHeaderOptions): Middleware {
  const recording = recordHelmet(options);
  let steps: HeaderStep[] | undefined;
  return async (ctx, next) => {
    steps ??= await recording;
    for (const step of steps) {
      if ('set' in step) ctx.res.setHeader(step.set, step.value);
      else ctx.res.removeHeader(step.remove);
    }
    await next();
  };
}
