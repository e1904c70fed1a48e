// The baseline: a Koa app with no middleware answering a small JSON body, in this process on loopback.
// Its requests per second are what Node + Koa can do on this machine; the real endpoints are compared
// against it.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';

export async function startBareKoa(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = { success: true, data: 'hello' };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
