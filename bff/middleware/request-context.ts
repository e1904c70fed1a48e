// Gives every request an id (kept from a sane X-Request-Id, else new), a child logger carrying it, and
// one access-log line when the response is done, with the URL's single-use secrets redacted. The child
// is made when something first logs through it: pino serialises a child's fields as it makes it, work
// most requests (a quiet level, no warning) would do for nothing.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestLanguage } from '../http/language';
import { redactUrl } from '../http/redact-url';

const SAFE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const id = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    ctx.state.lang = requestLanguage(ctx);
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ reqId: id })), enumerable: true });
    ctx.set('X-Request-Id', id);
    const started = performance.now();
    try {
      await next();
    } finally {
      // The line is only built, and its URL only redacted, when the level lets it be written.
      if (logger.isLevelEnabled('info')) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        ctx.state.log.info({ method: ctx.method, url: redactUrl(ctx.originalUrl), status: ctx.status, ms }, 'request');
      }
    }
  };
}
