// Serialises a JSON answer once, between the handlers and compression. Compression weighs a body
// against its threshold through Koa's `length`, which stringifies an object body just to measure it;
// the body is then stringified again to be compressed or sent. Here it becomes its JSON text once, and
// a body under the threshold (most answers, and every cached one such as /api/brand) tells compression
// to stand aside before it runs its type, range, encoding and Cache-Control checks on every request.
import type { Middleware } from 'koa';

const isPlainData = (body: object): boolean => {
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
};

export function jsonOnce(compressionThreshold: number): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || body === undefined) return;
    // Koa's own serialisation (application.js respond): no indentation.
    if (typeof body === 'object' && isPlainData(body)) ctx.body = JSON.stringify(body);
    const size = ctx.response.length;
    if (size !== undefined && size < compressionThreshold) ctx.compress = false;
  };
}
