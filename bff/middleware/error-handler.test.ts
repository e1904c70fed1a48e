import Koa from 'koa';
import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestContext } from './request-context';
import { conflict } from '../errors';

function appThrowing(error: unknown, logLines: string[]) {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const app = new Koa();
  app.use(requestContext(pino({ level: 'error' }, sink)));
  app.use(errorHandler());
  app.use(() => {
    throw error;
  });
  return app.callback();
}

async function call(handler: ReturnType<Koa['callback']>) {
  const { createServer } = await import('node:http');
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
  const body = await res.json();
  server.close();
  return { status: res.status, body };
}

describe('errorHandler', () => {
  it('keeps the status, id and message of deliberate errors', async () => {
    const { status, body } = await call(appThrowing(conflict({ text: 'Ya existe' }, 'project_changed'), []));
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, error: 'Ya existe', code: 'project_changed' });
  });

  it('answers faults with a generic 500, logs them, and never leaks the stack', async () => {
    const lines: string[] = [];
    const { status, body } = await call(appThrowing(new Error('secret database detail'), lines));
    expect(status).toBe(500);
    expect(body.success).toBe(false);
    expect(JSON.stringify(body)).not.toContain('secret database detail');
    expect(lines.join('')).toContain('secret database detail');
  });
});
