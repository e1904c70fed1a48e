// The investor's catalog and project detail on a phone: the brand's published projects as cards, the
// detail with its badges, tabs and documents, the other brand's projects out of sight, and the
// admin-only list closed to investors.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo } from './support/login';

test('shows the brand’s published projects as cards and opens one', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const cards = page.locator('.catalog__grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(2);
  await expect(page.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d/);
  await expect(page.getByText(/ anual$/).first()).toBeVisible();
  const overflow = await page.locator('.dash-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards.first().click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}\/view$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('KYC: Aprobado')).toBeVisible();
  await expect(page.getByText('Cuenta: Activa')).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Documentación' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/\d+,\d (KB|MB)$/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Condiciones de inversión' }).click();
  await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test('says so when a project does not exist or is not visible', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard/projects/00000000-0000-4000-8000-000000000000/view');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
});

test('keeps one brand’s projects away from the other brand’s investors', async ({ page, browser }) => {
  await loginAsDemo(page, 'investor');
  const titles = page.locator('.catalog__grid').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  const tokenia = await titles.allTextContents();
  const other = await browser.newPage();
  await loginAsDemo(other, 'hispaxInvestor');
  const hispaxTitles = other.locator('.catalog__grid').getByRole('heading');
  await expect(hispaxTitles.first()).toBeVisible();
  const hispax = await hispaxTitles.allTextContents();
  expect(hispax.length).toBeGreaterThan(0);
  expect(hispax.filter((title) => tokenia.includes(title))).toEqual([]);
  await other.close();
});
