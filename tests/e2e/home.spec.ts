// The first page as a visitor on a phone sees it: brand, language, installability, offline.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginForm } from './support/login';

test('shows the landing page in Spanish with the brand and no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activos reales, tokenizados y al alcance de cualquier inversor');
  await expect(page.getByRole('link', { name: /Tokenia/ }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
});

test('switches to English at once and remembers it after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  await expectNoAxeViolations(page);
});

test('sends a platform link to the login page and wears that brand from then on', async ({ page }) => {
  await page.goto('/?platform=hispaxtoken');
  await expect(page).toHaveURL(/\/user-login/);
  // The page's entry script remembers the platform as the page loads (web/main.tsx), before the app
  // starts: the login form, prerendered, shows before then.
  await expectLoginForm(page);
  await page.goto('/');
  // The choice is remembered like the original app's stored platform preference.
  await expect(page.getByRole('link', { name: /Hispax/ }).first()).toBeVisible();
});

test('is an installable app that still opens with no network', async ({ page, context }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose?.includes('maskable'))).toBe(true);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('answers unknown pages with a friendly not-found page', async ({ page }) => {
  await page.goto('/esto-no-existe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
