// Bundles the BFF (our TypeScript only; packages stay in node_modules) into dist/server/server.mjs, so
// production starts plain Node with no TypeScript loader: about a second faster to a healthy server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DIST_DIR lets two builds (e.g. parallel e2e runs) live side by side; default ./dist.
export const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');

export async function buildServer() {
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
