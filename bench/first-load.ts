// What a device downloads to show a page the first time: the JS and CSS bytes as transferred
// (compressed bodies, response headers excluded), in Chromium with an empty cache, signed in when the
// page is a member's.
import { chromium, type Request } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { cookiesOf } from './session-cookies';

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

export interface FirstVisit {
  path: string;
  /** The browser's language (an English browser renders afresh instead of hydrating the prerendered Spanish page). */
  locale: string;
  screen: 'phone' | 'tablet';
  /** A `Cookie` header value (name=value pairs) the browser holds before the visit: a signed-in member's. */
  cookie?: string;
}

/** A Spanish phone: the audience the site is written for first. */
export const PHONE_VISIT = { locale: 'es-ES', screen: 'phone' } as const;

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 } },
  // Lighthouse's tablet run uses the same screen (bench/lighthouse.ts).
  tablet: { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2 },
} as const;

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

export async function measureFirstLoad(baseUrl: string, visits: FirstVisit[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const weights: PageWeight[] = [];
    for (const visit of visits) {
      // A fresh context per page: empty HTTP cache, no storage. The service worker is blocked, so
      // neither its script nor the precache it would download in the background is counted.
      const context = await browser.newContext({
        ...SCREENS[visit.screen],
        isMobile: true,
        hasTouch: true,
        locale: visit.locale,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'Accept-Encoding': 'gzip, br' },
      });
      try {
        if (visit.cookie) await context.addCookies(cookiesOf(visit.cookie, baseUrl));
        const page = await context.newPage();
        const transfers: Promise<Transfer | null>[] = [];
        let failed = 0;
        page.on('requestfinished', (request) => transfers.push(transferOf(request)));
        page.on('requestfailed', (request) => {
          if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') failed++;
        });
        // Network idle: the screen's lazy chunks and its data have arrived and it shows its content.
        await page.goto(new URL(visit.path, baseUrl).toString(), { waitUntil: 'networkidle' });
        const done = (await Promise.all(transfers)).filter((t): t is Transfer => t !== null);
        const of = (type: Transfer['type']) => done.filter((t) => t.type === type);
        const target = new URL(page.url());
        weights.push({
          path: visit.path,
          finalPath: `${target.pathname}${target.search}`,
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
