// Turns every failure into `{ success: false, error }`: deliberate errors keep their status and text,
// body-parser and other exposed client errors get a clear message, a database that is away is a 503
// with Retry-After, and anything else is logged with the request id and answered as a bare 500 with
// no stack trace.
import type { Middleware } from 'koa';
import { HttpError } from '../errors';
import type { ApiFailure } from '../../core/api';
import type { ErrorCode } from '../../core/errors';
import { translate, type MessageKey } from '../../core/messages';
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

/** The library errors a client causes (a body too large, unreadable JSON...): their code and message. */
function clientFailure(err: ExposedError, status: number, lang: Language): ApiFailure {
  const failure = (code: ErrorCode, key: MessageKey): ApiFailure => ({ success: false, code, error: translate(key, lang) });
  if (status === 413) return failure('payload_too_large', 'http.tooLarge');
  if (status === 415) return failure('unsupported_media_type', 'http.unsupportedType');
  if (err.type === 'entity.parse.failed' || (status === 400 && /json/i.test(err.message ?? ''))) return failure('invalid_json', 'http.badJson');
  if (status === 400) return failure('bad_request', 'http.badBody');
  return err.message ? { success: false, code: 'client_error', error: err.message } : failure('client_error', 'http.badBody');
}

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const lang: Language = ctx.state.lang ?? 'es';
      if (thrown instanceof HttpError) {
        ctx.status = thrown.status;
        ctx.body = { success: false, error: translate(thrown.reason, lang), code: thrown.code } satisfies ApiFailure;
        return;
      }
      const err = (thrown ?? {}) as ExposedError;
      const status = err.status ?? err.statusCode ?? 500;
      if (status >= 400 && status < 500 && err.expose !== false) {
        ctx.status = status;
        ctx.body = clientFailure(err, status, lang);
        return;
      }
      if (isDatabaseUnavailable(thrown)) {
        ctx.state.log?.warn({ err: thrown }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
        ctx.body = { success: false, error: translate('http.unavailable', lang), code: 'service_unavailable' } satisfies ApiFailure;
        return;
      }
      ctx.state.log?.error({ err: thrown }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { success: false, error: translate('http.internal', lang), code: 'internal' } satisfies ApiFailure;
    }
  };
}
