// Serves the built PWA from dist/web: hashed assets are immutable, the HTML shell, the service worker
// and the manifest are always revalidated, a public page the build prerendered is answered with its
// HTML (in the visit's language and brand, bff/pages/prerendered-page.ts), and any other GET for an app
// route falls back to index.html so deep links work. /api and /oidc never fall through to the app.
import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';
import type { BrandRegistry } from '../services/brands';
import { buildAssets } from './build-assets';
import { prerenderedPage } from './prerendered-page';
import type { PreviewReader } from './project-preview';

const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);
const RESERVED = /^\/(api|oidc)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(file: string): string {
  const urlPath = `/${file.split(path.sep).join('/')}`;
  if (ALWAYS_REVALIDATE.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/') || /\/workbox-[0-9a-f]{8}\.js$/.test(urlPath)) {
    return IMMUTABLE;
  }
  return 'public, max-age=86400';
}

export function staticApp(root: string, brands: Pick<BrandRegistry, 'forRequest'>, preview?: PreviewReader): Middleware {
  const hasBuild = () => fs.existsSync(path.join(root, 'index.html'));
  const page = prerenderedPage(root, brands, preview);
  const asset = buildAssets(root, IMMUTABLE);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || RESERVED.test(ctx.path)) return next();
    if (asset(ctx)) return;
    if (await page(ctx)) return;
    const options = {
      root,
      index: 'index.html',
      setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) =>
        res.setHeader('Cache-Control', cacheControl(path.relative(root, file))),
    };
    try {
      if (await send(ctx, ctx.path, options)) return;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 404 && status !== 400) throw err;
    }
    // Unknown paths with a file extension are missing files, not app routes.
    if (path.extname(ctx.path) !== '' || !hasBuild()) return next();
    await send(ctx, 'index.html', { ...options, index: undefined });
  };
}
