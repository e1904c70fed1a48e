// Answers a JSON body with a strong ETag, or 304 when the client already holds that exact body: an
// unchanged catalog costs one short answer instead of the whole list.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';

export function respondWithEtag(ctx: Context, body: unknown): void {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('Vary', 'Cookie, X-Language');
  const known = ctx.get('If-None-Match');
  if (known && known.split(/\s*,\s*/).includes(etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'json';
  ctx.body = json;
}
