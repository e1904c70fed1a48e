import Koa, { type Middleware } from 'koa';
import helmet from 'koa-helmet';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers';

/** The headers an app with `middleware` answers with, over two requests (the second replays the recording). */
async function headersOf(middleware: Middleware): Promise<Record<string, string>[]> {
  const app = new Koa();
  app.use(middleware);
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answers: Record<string, string>[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.arrayBuffer();
      const headers = Object.fromEntries(res.headers);
      delete headers.date;
      answers.push(headers);
    }
    return answers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  for (const https of [false, true]) {
    it(`sends exactly what helmet sends, on every request (https: ${https})`, async () => {
      const expected = await headersOf(helmet(helmetOptions({ https })));
      const actual = await headersOf(securityHeaders({ https }));
      expect(actual).toEqual(expected);
      expect(actual[1]).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' });
      expect(actual[1]!['content-security-policy']).toContain("script-src 'self'");
      expect('strict-transport-security' in actual[1]!).toBe(https);
    });
  }
});
