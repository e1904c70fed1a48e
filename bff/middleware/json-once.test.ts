import Koa from 'koa';
import compress from 'koa-compress';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOnce } from './json-once';

const THRESHOLD = 1024;
const small = { success: true, data: { name: 'Tokenia' } };
const large = { success: true, data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Proyecto ${i}` })) };
let stringified = 0;
let base = '';
let server: ReturnType<typeof createServer>;

beforeAll(async () => {
  const app = new Koa();
  app.use(compress({ threshold: THRESHOLD }));
  app.use(jsonOnce(THRESHOLD));
  app.use((ctx) => {
    // Counts how often the answer is serialised on its way out.
    const counted = (value: object) => ({ ...value, toJSON: () => (stringified++, value) });
    if (ctx.path === '/small') ctx.body = counted(small);
    else if (ctx.path === '/large') ctx.body = large;
    else if (ctx.path === '/text') ctx.body = 'x'.repeat(2000);
    else if (ctx.path === '/buffer') ctx.body = Buffer.from(JSON.stringify(small));
  });
  server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe('jsonOnce', () => {
  it('sends an object as its JSON text, typed JSON, with its length', async () => {
    const res = await fetch(`${base}/large`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(JSON.stringify(large))));
    expect(await res.json()).toEqual(large);
  });

  it('still compresses an answer over the threshold', async () => {
    const res = await fetch(`${base}/large`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.json()).toEqual(large);
    const text = await fetch(`${base}/text`, { headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends an answer under the threshold as it is, serialised once', async () => {
    stringified = 0;
    const res = await fetch(`${base}/small`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual(small);
    expect(stringified).toBe(1);
    const buffer = await fetch(`${base}/buffer`, { headers: { 'accept-encoding': 'gzip' } });
    expect(buffer.headers.get('content-encoding')).toBeNull();
    expect(await buffer.json()).toEqual(small);
  });
});
