// Errors the BFF throws on purpose. Each has an HTTP status, a code from the closed set of
// core/errors.ts the web client can branch on, and a message from the one registry of core/messages.ts,
// worded in the request's language by the error handler. Anything else that is thrown is a fault:
// logged, answered as 500.
import type { ErrorCode } from '../core/errors';
import type { Message } from '../core/messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly reason: Message,
  ) {
    // The key (or a schema's own text): logs and tests read what was meant, not one language's words.
    super(typeof reason === 'string' ? reason : 'key' in reason ? reason.key : reason.text);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: Message, code: ErrorCode = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message: Message, code: ErrorCode) => new HttpError(401, code, message);
export const forbidden = (message: Message = 'http.forbidden', code: ErrorCode = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: Message, code: ErrorCode) => new HttpError(404, code, message);
export const conflict = (message: Message, code: ErrorCode) => new HttpError(409, code, message);
export const tooManyRequests = (message: Message, code: ErrorCode) => new HttpError(429, code, message);
