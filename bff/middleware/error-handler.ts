// Turns every failure into `{ success: false, error }`: deliberate errors keep their status and text,
// body-parser and other exposed client errors get a clear message, a database that is away is a 503
// with Retry-After, and anything else is logged with the request id and answered as a bare 500 with
// no stack trace.
import type { Middleware } from 'koa';
import { HttpError } from '../errors';
import { httpMessages } from '../http/messages';
import { translateMessage } from '../../core/messages';
import type { Language } from '../http/language';
import { isDatabaseUnavailable } from '../http/db-unavailable';

/** Seconds a client is asked to wait while the database is away. */
const UNAVAILABLE_RETRY_AFTER = 5;

interface ExposedError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

function clientMessage(err: ExposedError, status: number, lang: Language): { id: string; error: string } {
  if (status === 413) return { id: 'payload_too_large', error: httpMessages.tooLarge[lang] };
  if (status === 415) return { id: 'unsupported_media_type', error: httpMessages.unsupportedType[lang] };
  if (err.type === 'entity.parse.failed' || (status === 400 && /json/i.test(err.message ?? ''))) {
    return { id: 'invalid_json', error: httpMessages.badJson[lang] };
  }
  if (status === 400) return { id: 'bad_request', error: httpMessages.badBody[lang] };
  return { id: 'client_error', error: err.message ?? httpMessages.badBody[lang] };
}

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const lang: Language = ctx.state.lang ?? 'es';
      if (thrown instanceof HttpError) {
        ctx.status = thrown.status;
        ctx.body = { success: false, error: translateMessage(thrown.message, lang), code: thrown.id };
        return;
      }
      const err = (thrown ?? {}) as ExposedError;
      const status = err.status ?? err.statusCode ?? 500;
      if (status >= 400 && status < 500 && err.expose !== false) {
        const { id, error } = clientMessage(err, status, lang);
        ctx.status = status;
        ctx.body = { success: false, error, code: id };
        return;
      }
      if (isDatabaseUnavailable(thrown)) {
        ctx.state.log?.warn({ err: thrown }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
        ctx.body = { success: false, error: httpMessages.unavailable[lang], code: 'service_unavailable' };
        return;
      }
      ctx.state.log?.error({ err: thrown }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { success: false, error: httpMessages.internal[lang], code: 'internal' };
    }
  };
}
