// Public pages arrive rendered: a phone paints the page from the HTML alone, the script then hydrates
// it without complaint, and a visitor in another language gets a fresh render of their own.
import { expect, test } from '@playwright/test';

const HOME_TITLE = 'Activos reales, tokenizados y al alcance de cualquier inversor';

test('serves the home page as finished HTML with its styles inline', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-prerendered-path="/"');
  expect(html).toContain(HOME_TITLE);
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
  // Stylesheet links stay only as disabled markers, so nothing blocks the first paint.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the page, its navigation and its footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

test('hydrates the Spanish page without errors and then reacts to the visitor', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // Hydration keeps the server's elements; a fresh render would replace them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
    });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const heading = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
    return heading !== null && heading.isConnected && heading === document.querySelector('h1');
  });
  expect(kept).toBe(true);
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  expect(problems).toEqual([]);
});

test('keeps a language chosen on the painted page before its code has run', async ({ page }) => {
  // The app's code is held back, so the choice lands on the prerendered <select> with no handler yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
  await page.getByLabel('Idioma').selectOption('en');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets the page in English straight away', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
