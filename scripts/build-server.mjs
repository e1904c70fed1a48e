// Bundles the BFF (our TypeScript only; packages stay in node_modules) into dist/server/server.mjs, so
// production starts plain Node with no TypeScript loader: about a second faster to a healthy server.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR lets two builds (e.g. parallel e2e runs) live side by side; default ./dist.
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');

/** A dist folder outside the repository gets a node_modules link, so the bundle's packages resolve. */
async function linkPackages() {
  if (!path.relative(root, distDir).startsWith('..')) return;
  const link = path.join(distDir, 'node_modules');
  await fs.mkdir(distDir, { recursive: true });
  if (!(await fs.lstat(link).catch(() => null))) await fs.symlink(path.join(root, 'node_modules'), link, 'dir');
}

export async function buildServer() {
  await linkPackages();
  await build({
    entryPoints: [path.join(root, 'bff', 'server.ts')],
    outfile: path.join(distDir, 'server', 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
