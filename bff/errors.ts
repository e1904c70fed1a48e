// Errors the BFF throws on purpose. Each has an HTTP status, a stable id the web client can map, and a
// message safe to show to the user: a core/messages.ts key (translated per request) or plain text.
// Anything else that is thrown is a fault: logged, answered as 500.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, id = 'bad_request') => new HttpError(400, id, message);
export const unauthorized = (message: string, id = 'unauthorized') => new HttpError(401, id, message);
export const forbidden = (message: string, id = 'forbidden') => new HttpError(403, id, message);
export const notFound = (message: string, id = 'not_found') => new HttpError(404, id, message);
export const conflict = (message: string, id = 'conflict') => new HttpError(409, id, message);
export const tooManyRequests = (message: string, id = 'too_many_requests') => new HttpError(429, id, message);
