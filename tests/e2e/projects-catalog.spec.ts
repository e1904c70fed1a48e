// The investor's catalog and project detail on a phone: the brand's published projects as cards, the
// detail with its badges, carousel, tabs and documents, reading offline from the saved copy, the other
// brand's projects out of sight, the admin-only list closed to investors, and the first screen's image
// budget.
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { expectNoAxeViolations } from './support/axe';
import { offlineStoreCounts } from './support/indexeddb';
import { expectLoginForm, loginAsDemo, signOut } from './support/login';
import { expectNoSidewaysScroll } from './support/overflow';

const IMAGE_BUDGET_BYTES = 300 * 1024;

test('shows the brand’s published projects as cards and opens one', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oportunidades');
  const cards = page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d/);
  await expect(page.getByText(/ anual$/).first()).toBeVisible();
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(firstImage).toHaveAttribute('sizes', /vw/);
  await expect(firstImage).toHaveAttribute('srcset', /\?w=480 480w/);
  // A phone gets the 480-wide variant.
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=480$/);
  await expect(cards.nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}\/view$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('KYC: Aprobado')).toBeVisible();
  await expect(page.getByText('Cuenta: Activa')).toBeVisible();
  await expect(page.getByText('Activo', { exact: true })).toBeVisible();

  // The carousel: main image first, next/previous buttons and dots.
  const carousel = page.getByRole('region', { name: 'Imágenes del proyecto' });
  await expect(carousel.getByRole('img').first()).toBeVisible();
  await expect(carousel.getByRole('img').first()).toHaveAttribute('src', /\?w=960$/);
  await expect(carousel.getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(carousel.getByRole('button', { name: 'Ver imagen 2 de 3' })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Imagen anterior' }).click();
  await expect(carousel.getByRole('button', { name: 'Ver imagen 1 de 3' })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('tab', { name: 'Documentación' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/\d+,\d (KB|MB)$/).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Descargar / }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Condiciones de inversión' }).click();
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await expect(page.getByRole('complementary', { name: 'Datos clave' })).toContainText('Financiación total');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('keeps reading the catalog and a project offline from what it saved, with the date', async ({ page, context }) => {
  await loginAsDemo(page, 'investor');
  // The service worker must be in charge before the network goes: after its install, one more load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const card = page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Imágenes del proyecto' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByText(/Estás sin conexión/)).toHaveCount(0);
  // The copies are kept in the background once the fresh answers are on screen.
  await expect.poll(async () => {
    const counts = await offlineStoreCounts(page);
    return Boolean(counts && counts.catalogPages! > 0 && counts.projects! > 0);
  }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(/^Estás sin conexión: se muestran datos guardados el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByText('KYC: Aprobado')).toBeVisible();
  // The main image comes from the service worker's cache (polled: on a busy machine it may still be decoding).
  const mainImage = page.getByRole('region', { name: 'Imágenes del proyecto' }).getByRole('img').first();
  await expect.poll(() => mainImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('tab', { name: 'Documentación' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(/^Estás sin conexión: se muestran datos guardados el /)).toBeVisible();
  await context.setOffline(false);
});

/** Rows kept for offline reading (web/offline/db.ts); none while the app has not created its database. */
async function savedRows(page: Page): Promise<number> {
  const counts = await offlineStoreCounts(page);
  return (counts?.catalogPages ?? 0) + (counts?.projects ?? 0);
}

test('forgets the saved projects when the investor signs out', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first().click();
  await expect(page.getByRole('tab', { name: 'Descripción' })).toBeVisible();
  // The copies are kept once the service worker is active, after its install on this first visit.
  await expect.poll(() => savedRows(page), { timeout: 30_000 }).toBe(2);
  await signOut(page, DEMO_ACCOUNTS.investor.email);
  expect(await savedRows(page)).toBe(0);
});

test('sends a visitor without a session from a project to the login page', async ({ page }) => {
  await page.goto('/dashboard/projects/00000000-0000-4000-8000-000000000000/view');
  await expectLoginForm(page);
});

test('says so when a project does not exist or is not visible', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard/projects/00000000-0000-4000-8000-000000000000/view');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
});

test('sends investors away from the admin’s project screens', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  for (const path of ['/dashboard/projects', '/dashboard/projects/new']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oportunidades');
  }
});

test('keeps one brand’s projects away from the other brand’s investors', async ({ page, browser }) => {
  await loginAsDemo(page, 'investor');
  const list = (p: typeof page) => p.getByRole('list', { name: 'Proyectos de inversión' });
  await expect(list(page).getByRole('heading').first()).toBeVisible();
  const tokenia = await list(page).getByRole('heading').allTextContents();
  const other = await browser.newPage();
  await loginAsDemo(other, 'hispaxInvestor');
  await expect(list(other).getByRole('heading').first()).toBeVisible();
  const hispax = await list(other).getByRole('heading').allTextContents();
  expect(hispax.length).toBeGreaterThan(0);
  expect(hispax.filter((title) => tokenia.includes(title))).toEqual([]);
  await other.close();
});

test.describe('first screen', () => {
  test.use({ serviceWorkers: 'block' });

  test('keeps no offline copy where no service worker could open it offline, and downloads no store for one', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await loginAsDemo(page, 'investor');
    await page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'Descripción' })).toBeVisible();
    // Past the moment a copy is kept (web/offline/page-settled.ts): loaded, then an idle moment.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.startsWith('/assets/db-'))).toEqual([]);
    expect(await offlineStoreCounts(page)).toBeNull();
  });

  test('downloads at most 300 KB of images at 390x844 before any scrolling', async ({ page, context }) => {
    await loginAsDemo(page, 'investor');
    // A second page with Chromium's caches off, so every image of the first screen is fetched and
    // counted (an image answered from memory would count as 0 bytes).
    const fresh = await context.newPage();
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const images: Promise<{ url: string; bytes: number }>[] = [];
    fresh.on('requestfinished', (request: Request) => {
      if (request.resourceType() === 'image') images.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
    });
    await fresh.goto('/dashboard', { waitUntil: 'networkidle' });
    await expect(fresh.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
    const fetched = await Promise.all(images);
    const projectImages = fetched.filter((image) => image.url.includes('/api/projects/files/'));
    expect(projectImages.length).toBeGreaterThan(0);
    // The phone's cards use the 480-wide variant whatever the pixel density.
    expect(projectImages.filter((image) => !image.url.endsWith('?w=480'))).toEqual([]);
    const bytes = fetched.reduce((sum, image) => sum + Math.max(0, image.bytes), 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(IMAGE_BUDGET_BYTES);
  });
});
