// Prerenders the app's pages after `vite build` (web/build/prerender.tsx does the work): Vite's own SSR
// loader runs that module with the build's config and plugins, on the Vite build in dist/web.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer } from 'vite';
import { distDir } from './build-server.mjs';

const configFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'vite.config.ts');

export async function prerender() {
  const vite = await createServer({ configFile, mode: 'production', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
  try {
    const { writePrerenderedPages } = await vite.ssrLoadModule('/build/prerender.tsx');
    return await writePrerenderedPages(path.join(distDir, 'web'));
  } finally {
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await prerender();
  process.stdout.write(`Prerendered ${written} pages\n`);
}
