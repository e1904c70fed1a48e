// Verified investors on a phone (spec 001 §2): the admin sees cards, not a table, searches by name (the
// search kept in the address, so a reload finds it) and expands a card to its investments per project.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { expectNoAxeViolations } from './support/axe';
import { screenshotPage } from './support/investments';
import { expectNoSidewaysScroll } from './support/overflow';
import { loginAsDemo } from './support/login';

const investor = DEMO_ACCOUNTS.investor;

test('lists the verified investors as cards, searches them and expands one', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/investors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
  const cards = page.getByRole('list', { name: 'Inversores Verificados' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.getByRole('heading', { name: DEMO_ACCOUNTS.admin.fullName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar registro (CSV)' })).toHaveAttribute('href', '/api/investors/register.csv');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Search by part of the name: only that investor is left, and the address keeps the search.
  const search = page.getByRole('searchbox', { name: 'Buscar inversor' });
  await search.fill('Carmen López');
  await expect(page).toHaveURL(/\/dashboard\/investors\?q=Carmen/);
  await expect(cards.getByRole('heading', { name: DEMO_ACCOUNTS.admin.fullName })).toHaveCount(0);
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: investor.fullName }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(investor.email);
  await page.reload();
  await expect(search).toHaveValue('Carmen López');
  await expect(card).toHaveCount(1);

  // By e-mail too; nobody matches a made-up name.
  await search.fill(DEMO_ACCOUNTS.hispaxInvestor.email);
  await expect(cards.getByRole('heading', { name: DEMO_ACCOUNTS.hispaxInvestor.fullName })).toBeVisible();
  await search.fill('Nadie Ningunez');
  await expect(page.getByText('No hay inversores para mostrar')).toBeVisible();
  await search.fill(investor.email);

  // The card expands to its investments per project, each with its history.
  const toggle = card.getByRole('button', { name: new RegExp(`^Inversiones \\(\\d+\\) de ${investor.fullName}$`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = card.getByRole('list', { name: `Inversiones por proyecto de ${investor.fullName}` });
  await expect(lines.getByRole('listitem').first()).toContainText(/\d+ tokens/);
  await expect(lines.getByRole('button', { name: /^Historial en / }).first()).toBeVisible();
  await expect(lines.getByRole('button', { name: /^Bloquear tokens en / }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'investors-phone-cards');
  await toggle.click();
  await expect(lines).toHaveCount(0);
});

test('says "Error fetching investors" and "Error fetching blockings" when those lists fail without a reason', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  // A gateway's error page instead of the BFF's answer: no reason of the server's own to show.
  const gatewayError = { status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' };
  await page.route('**/api/investors?*', (route) => route.fulfill(gatewayError));
  await page.route('**/api/investors', (route) => route.fulfill(gatewayError));
  await page.goto('/dashboard/investors');
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar' })).toHaveText('Error al cargar los inversores: Error fetching investors');
  await page.screenshot({ path: '/tmp/spec-investors-failed-phone.png' });

  await page.unrouteAll();
  await page.route('**/api/blockings?*', (route) => route.fulfill(gatewayError));
  await page.reload();
  const cards = page.getByRole('list', { name: 'Inversores Verificados' });
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: investor.fullName }) });
  await card.getByRole('button', { name: new RegExp(`^Inversiones \\(\\d+\\) de ${investor.fullName}$`) }).click();
  await card.getByRole('button', { name: /^\d+ bloqueados? en «Residencial Jardines del Turia/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tokens bloqueados' });
  await expect(dialog.getByRole('alert')).toHaveText('Error fetching blockings');
  await page.screenshot({ path: '/tmp/spec-blockings-failed-phone.png' });
});
