// What a phone downloads to show a page the first time: JS and CSS bytes as transferred (compressed),
// measured in Chromium with an empty cache; plus the entry chunk's gzip size from the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { repoRoot } from './server-process';

export interface PageWeight {
  path: string;
  jsBytes: number;
  cssBytes: number;
  requests: number;
}

export async function firstLoad(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const out: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const sizes: Promise<{ type: string; bytes: number }>[] = [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        sizes.push(request.sizes().then((s) => ({ type, bytes: s.responseBodySize + s.responseHeadersSize })));
      });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const done = await Promise.all(sizes);
      out.push({
        path: pagePath,
        jsBytes: done.filter((s) => s.type === 'script').reduce((a, s) => a + s.bytes, 0),
        cssBytes: done.filter((s) => s.type === 'stylesheet').reduce((a, s) => a + s.bytes, 0),
        requests: done.length,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

export function entryChunkGzipBytes(): { file: string; gzipBytes: number } | null {
  const indexHtml = path.join(repoRoot, 'dist', 'web', 'index.html');
  if (!fs.existsSync(indexHtml)) return null;
  const src = fs.readFileSync(indexHtml, 'utf8').match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!src) return null;
  const file = path.join(repoRoot, 'dist', 'web', src);
  return { file: src, gzipBytes: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length };
}
