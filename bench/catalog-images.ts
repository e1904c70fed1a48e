// What an investor's phone downloads in images to show the first screen of the /dashboard catalog
// (issue target: ≤ 300 KB at 390x844). Signs in as the demo investor through the real OIDC flow, then
// opens the catalog in a fresh page with an empty HTTP cache and sums the image bodies as transferred,
// without scrolling (lazy images below the fold only count if Chromium fetched them anyway).
import { chromium, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../bff/demo/credentials';
import { chromiumArgs, chromiumPath } from './chromium';

export interface CatalogImages {
  imageBytes: number;
  images: number;
  cards: number;
  targetBytes: number;
}

const TARGET_BYTES = 300 * 1024;

async function signIn(page: Page, baseUrl: string): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.investor;
  await page.goto(new URL('/api/auth/login', baseUrl).toString());
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post(new URL('/api/auth/signin', baseUrl).toString(), {
    data: { email, password },
    headers: { origin },
  });
  const { data } = (await answer.json()) as { data: { redirectTo: string } };
  await page.goto(new URL(data.redirectTo, baseUrl).toString());
  await page.waitForURL(/\/dashboard$/);
}

export async function measureCatalogImages(baseUrl: string): Promise<CatalogImages> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 3,
      locale: 'es-ES',
      serviceWorkers: 'block',
    });
    await signIn(await context.newPage(), baseUrl);
    // A second page of the same session. The sign-in page already showed the catalog, and its images
    // are immutable for a year: with the cache left on they would come from memory at 0 bytes, so the
    // measuring page runs with Chromium's cache off (as a first visit would find it).
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request: Request) => {
      if (request.resourceType() === 'image') sizes.push(request.sizes().then((s) => Math.max(0, s.responseBodySize)));
    });
    await page.goto(new URL('/dashboard', baseUrl).toString(), { waitUntil: 'networkidle' });
    const cards = await page.locator('a[href^="/dashboard/projects/"]').count();
    const bytes = await Promise.all(sizes);
    return { imageBytes: bytes.reduce((sum, b) => sum + b, 0), images: bytes.length, cards, targetBytes: TARGET_BYTES };
  } finally {
    await browser.close();
  }
}
