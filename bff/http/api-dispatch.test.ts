import Router from '@koa/router';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchBySegment, firstSegment, fixedGetRoutes, mountUnderApi } from './api-dispatch';

describe('firstSegment', () => {
  it.each([
    ['/api/kyc/approve/:id', 'kyc'],
    ['/api/brand', 'brand'],
    ['/api/brand/', 'brand'],
    ['/api/BRAND', 'brand'],
    ['/api/robots.txt', 'robots.txt'],
    ['/api', null],
    ['/api/', null],
    ['/apis/brand', null],
    ['/dashboard', null],
    ['/api/:id/view', null],
  ])('%s → %s', (path, segment) => {
    expect(firstSegment(path)).toBe(segment);
  });
});

describe('dispatchBySegment', () => {
  const servers: ReturnType<Koa['listen']>[] = [];
  afterEach(() => servers.splice(0).forEach((server) => server.close()));

  async function serve(...areas: Router[]): Promise<(path: string, method?: string) => Promise<{ status: number; body: string; allow: string | null; seen: string | null }>> {
    const app = new Koa();
    app.use(dispatchBySegment(mountUnderApi(areas)));
    app.use(new Router().allowedMethods());
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = 'fallback';
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    return async (path, method = 'GET') => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method });
      return { status: res.status, body: await res.text(), allow: res.headers.get('allow'), seen: res.headers.get('x-seen') };
    };
  }

  function area(name: string, paths: string[]): Router {
    const router = new Router();
    // An area's own middleware: it must mark that area's answers only.
    router.use(async (ctx, next) => {
      ctx.append('X-Seen', name);
      await next();
    });
    for (const path of paths) router.get(path, (ctx) => void (ctx.body = `${name} ${ctx.path}`));
    return router;
  }

  it('answers each route from its own area, with that area’s middleware only', async () => {
    const call = await serve(area('kyc', ['/kyc/:id', '/admin/kyc']), area('projects', ['/projects', '/admin/projects']));
    expect(await call('/api/kyc/7')).toMatchObject({ status: 200, body: 'kyc /api/kyc/7', seen: 'kyc' });
    expect(await call('/api/projects')).toMatchObject({ status: 200, body: 'projects /api/projects', seen: 'projects' });
    // A segment two areas share is offered to each in turn: the one with the route answers, its middleware only.
    expect(await call('/api/admin/projects')).toMatchObject({ status: 200, body: 'projects /api/admin/projects', seen: 'projects' });
    expect(await call('/api/admin/kyc')).toMatchObject({ status: 200, body: 'kyc /api/admin/kyc', seen: 'kyc' });
  });

  it('matches as the router does (any case, a trailing slash) and passes on what no area has', async () => {
    const call = await serve(area('brand', ['/brand']));
    expect(await call('/api/Brand/')).toMatchObject({ status: 200, body: 'brand /api/Brand/' });
    expect(await call('/api/unknown')).toMatchObject({ status: 404, body: 'fallback', seen: null });
    expect(await call('/api')).toMatchObject({ status: 404, body: 'fallback' });
    expect(await call('/brand')).toMatchObject({ status: 404, body: 'fallback' });
  });

  it('keeps an area’s own prefix under /api', async () => {
    const auth = new Router({ prefix: '/auth' });
    auth.get('/me', (ctx) => void (ctx.body = 'me'));
    const call = await serve(auth);
    expect(await call('/api/auth/me')).toMatchObject({ status: 200, body: 'me' });
    expect(await call('/api/me')).toMatchObject({ status: 404, body: 'fallback' });
  });

  it('leaves the method verdict to the one allowedMethods after it', async () => {
    const call = await serve(area('brand', ['/brand']));
    expect(await call('/api/brand', 'POST')).toMatchObject({ status: 405, allow: 'HEAD, GET' });
  });

  it('refuses at start-up a route whose first segment is a parameter', () => {
    const router = new Router();
    router.get('/:id', () => undefined);
    expect(() => dispatchBySegment(mountUnderApi([router]))).toThrow(/fixed segment/);
  });
});

describe('fixedGetRoutes', () => {
  const handler = (body: string) => (ctx: Koa.Context) => void (ctx.body = body);

  it('holds each parameterless GET route by its exact path, its handlers joined in order', async () => {
    const brand = new Router();
    brand.get(
      '/brand',
      async (ctx, next) => {
        ctx.set('X-First', 'yes');
        await next();
      },
      handler('brand'),
    );
    brand.get('/brand/:id', handler('one'));
    brand.post('/brand', handler('post'));
    const table = fixedGetRoutes(mountUnderApi([brand]));
    expect([...table.keys()]).toEqual(['/api/brand']);

    const app = new Koa();
    app.use((ctx, next) => table.get(ctx.path)!(ctx, next));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/brand`);
      expect({ body: await res.text(), first: res.headers.get('x-first') }).toEqual({ body: 'brand', first: 'yes' });
    } finally {
      server.close();
    }
  });

  it('leaves to the routers an area with middleware of its own and a path two routes share', () => {
    const guarded = new Router();
    guarded.use((_ctx, next) => next());
    guarded.get('/guarded', handler('guarded'));
    const twice = new Router();
    twice.get('/twice', handler('first'));
    twice.get('/twice', handler('second'));
    twice.get('/once', handler('once'));
    expect([...fixedGetRoutes(mountUnderApi([guarded, twice])).keys()]).toEqual(['/api/once']);
  });
});
