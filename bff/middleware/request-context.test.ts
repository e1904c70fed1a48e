import Koa from 'koa';
import pino from 'pino';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context';

/** Logged lines, parsed, after one request to `path` through requestContext at `level`. */
async function logOf(level: string, path: string, requestId?: string, warning?: string): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = new Koa();
  app.use(requestContext(pino({ level }, sink)));
  app.use((ctx) => {
    if (warning) ctx.state.log.warn(warning);
    ctx.status = 201;
    ctx.body = 'ok';
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: requestId ? { 'x-request-id': requestId } : {} });
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toBeTruthy();
  } finally {
    server.close();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('requestContext', () => {
  it('writes one access line with the request id, method, redacted URL, status and duration', async () => {
    const [line, ...rest] = await logOf('info', '/user-recover-password?token=secret&lang=en', 'trace-abc-123');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ msg: 'request', reqId: 'trace-abc-123', method: 'GET', url: '/user-recover-password?token=[redacted]&lang=en', status: 201 });
    expect(typeof line!.ms).toBe('number');
  });

  it('writes no access line when the level leaves info out', async () => {
    expect(await logOf('warn', '/')).toEqual([]);
  });

  it('gives what the request logs its id', async () => {
    const lines = await logOf('warn', '/', 'trace-def-456', 'something to look at');
    expect(lines).toEqual([expect.objectContaining({ msg: 'something to look at', reqId: 'trace-def-456', level: 40 })]);
  });
});
