// What a phone downloads to show a page the first time: the JS and CSS bytes as transferred
// (compressed bodies, response headers excluded), in Chromium with an empty cache.
import { chromium, type Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

export interface PageWeight {
  path: string;
  /** Where the page ended up (a guarded page may redirect to the login). */
  finalPath: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
  /** JS or CSS requests that failed; non-zero means the sums above are incomplete. */
  failed: number;
}

// A Spanish phone: the audience the site is written for first (an English browser renders afresh
// instead of hydrating the prerendered Spanish page, and fetches the English catalog too).
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' } as const;

interface Transfer {
  type: 'script' | 'stylesheet';
  bytes: number;
}

async function transferOf(request: Request): Promise<Transfer | null> {
  const type = request.resourceType();
  if (type !== 'script' && type !== 'stylesheet') return null;
  // `responseBodySize` is the encoded (br/gzip) body: the bytes that crossed the network.
  return { type, bytes: (await request.sizes()).responseBodySize };
}

export async function measureFirstLoad(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const weights: PageWeight[] = [];
    for (const pagePath of paths) {
      // A fresh context per page: empty HTTP cache, no storage. The service worker is blocked, so
      // neither its script nor the precache it would download in the background is counted.
      const context = await browser.newContext({
        ...PHONE,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'Accept-Encoding': 'gzip, br' },
      });
      try {
        const page = await context.newPage();
        const transfers: Promise<Transfer | null>[] = [];
        let failed = 0;
        page.on('requestfinished', (request) => transfers.push(transferOf(request)));
        page.on('requestfailed', (request) => {
          if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') failed++;
        });
        await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
        const done = (await Promise.all(transfers)).filter((t): t is Transfer => t !== null);
        const of = (type: Transfer['type']) => done.filter((t) => t.type === type);
        weights.push({
          path: pagePath,
          finalPath: new URL(page.url()).pathname,
          jsBytes: of('script').reduce((sum, t) => sum + t.bytes, 0),
          jsFiles: of('script').length,
          cssBytes: of('stylesheet').reduce((sum, t) => sum + t.bytes, 0),
          cssFiles: of('stylesheet').length,
          failed,
        });
      } finally {
        await context.close();
      }
    }
    return weights;
  } finally {
    await browser.close();
  }
}
