import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssets } from './build-assets';

const CACHE = 'public, max-age=31536000, immutable';
let root: string;
let server: ReturnType<Koa['listen']>;
let base: string;

function write(name: string, content: string | Buffer): void {
  fs.writeFileSync(path.join(root, 'assets', name), content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-assets-'));
  fs.mkdirSync(path.join(root, 'assets'));
  write('app-1a2b.js', 'console.log("plain");');
  write('app-1a2b.js.br', zlib.brotliCompressSync('console.log("br");'));
  write('app-1a2b.js.gz', zlib.gzipSync('console.log("gz");'));
  write('style-3c4d.css', 'body{}');
  fs.writeFileSync(path.join(root, 'outside.js'), 'secret');
  const app = new Koa();
  const asset = buildAssets(root, CACHE);
  app.use((ctx) => {
    if (!asset(ctx)) {
      ctx.status = 404;
      ctx.body = 'next';
    }
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Written after the start: not among the files the build left, so not this module's to answer.
  write('late-5e6f.js', 'late');
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function get(pathname: string, acceptEncoding: string, method = 'GET') {
  const res = await fetch(`${base}${pathname}`, { method, headers: { 'accept-encoding': acceptEncoding } });
  // fetch decodes what it was sent; the raw bytes tell which copy went out.
  return { res, text: await res.text() };
}

describe('buildAssets', () => {
  it.each([
    ['br, gzip', 'br', 'console.log("br");'],
    ['gzip, deflate', 'gzip', 'console.log("gz");'],
    ['br;q=0, gzip', 'gzip', 'console.log("gz");'],
    ['identity', null, 'console.log("plain");'],
  ])('sends the copy a browser accepting %s asks for', async (accepts, encoding, text) => {
    const { res, text: body } = await get('/assets/app-1a2b.js', accepts);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(CACHE);
    expect(res.headers.get('last-modified')).not.toBeNull();
    expect(body).toBe(text);
  });

  it('sends a file the build did not compress as it is, with its type', async () => {
    const { res, text } = await get('/assets/style-3c4d.css', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(text).toBe('body{}');
  });

  it('answers HEAD with the headers and no body', async () => {
    const { res, text } = await get('/assets/app-1a2b.js', 'br', 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(zlib.brotliCompressSync('console.log("br");').length));
    expect(text).toBe('');
  });

  it.each([
    ['a file written after the start', '/assets/late-5e6f.js'],
    ['a missing file', '/assets/missing-0000.js'],
    ['a compressed copy asked for by name', '/assets/app-1a2b.js.br'],
    ['an encoded way out of the folder', '/assets/..%2Foutside.js'],
    ['the folder itself', '/assets/'],
  ])('leaves %s to the next middleware', async (_, pathname) => {
    const { res, text } = await get(pathname, 'br');
    expect(res.status).toBe(404);
    expect(text).toBe('next');
  });
});
