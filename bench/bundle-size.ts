// The build's own view of the initial download: the entry chunk named in dist/web/index.html, and the
// entry plus the chunks index.html preloads with it, gzipped as a server would send them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { webDist } from './paths';

export interface BundleSize {
  entryChunk: string;
  entryGzipBytes: number;
  /** Entry chunk plus its `<link rel="modulepreload">` siblings. */
  initialGzipBytes: number;
  initialChunks: number;
}

const gzip = promisify(zlib.gzip);
const gzipSize = async (src: string) => (await gzip(await fs.readFile(path.join(webDist, src)))).length;

export async function measureBundle(): Promise<BundleSize> {
  const html = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  const entry = html.match(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/)?.[1];
  if (!entry) throw new Error('dist/web/index.html has no <script type="module" src>');
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);
  const sizes = await Promise.all([entry, ...preloads].map(gzipSize));
  return {
    entryChunk: entry,
    entryGzipBytes: sizes[0]!,
    initialGzipBytes: sizes.reduce((sum, n) => sum + n, 0),
    initialChunks: sizes.length,
  };
}
