// Answers a JSON body with a strong ETag, or 304 when the client already holds that exact body: an
// unchanged catalog costs one short answer instead of the whole list. A body served many times over (a
// cached catalog page) can be compressed once up front instead of by koa-compress on every request.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Context } from 'koa';

export interface EtaggedJson {
  json: string;
  etag: string;
}

export interface PrecompressedJson extends EtaggedJson {
  br: Buffer;
  gzip: Buffer;
}

export function etaggedJson(body: unknown): EtaggedJson {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"` };
}

/**
 * Compressed once, on the event loop: brotli 6 takes about 0.3 ms for a 16 KB catalog page and comes
 * within 1 % of brotli 9, which takes 30 times longer and would stall every other request meanwhile.
 */
export function precompressed(entity: EtaggedJson): PrecompressedJson {
  return {
    ...entity,
    br: zlib.brotliCompressSync(entity.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: zlib.gzipSync(entity.json, { level: 9 }),
  };
}

/** Whether the request's If-None-Match names `etag`: the client already holds that exact body. */
export function clientHolds(ctx: Context, etag: string): boolean {
  const known = ctx.get('If-None-Match');
  return known !== '' && known.split(/\s*,\s*/).includes(etag);
}

export function sendJson(ctx: Context, entity: EtaggedJson | PrecompressedJson): void {
  ctx.set('ETag', entity.etag);
  ctx.set('Cache-Control', 'private, no-cache');
  // Appended, not set: koa-compress has already added Accept-Encoding.
  ctx.vary('Cookie');
  ctx.vary('X-Language');
  if (clientHolds(ctx, entity.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'json';
  const encoding = 'br' in entity ? ctx.acceptsEncodings('br', 'gzip', 'identity') : false;
  if ('br' in entity && (encoding === 'br' || encoding === 'gzip')) {
    // koa-compress leaves a body that already has a Content-Encoding alone (it still adds its Vary).
    ctx.set('Content-Encoding', encoding);
    ctx.body = entity[encoding];
    return;
  }
  ctx.body = entity.json;
}

export function respondWithEtag(ctx: Context, body: unknown): void {
  sendJson(ctx, etaggedJson(body));
}
