// The dashboard on a tablet (1024x1366): the sidebar column and its icon mode, and the admin's users table, in pages.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo } from './support/login';
import { sidewaysOverflow } from './support/overflow';
import { smallPages } from './support/small-pages';

const ALL_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

test('lists the demo users in a table and filters them by domain', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveText('Panel/Usuarios');
  await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');

  const table = page.getByRole('table', { name: 'Usuarios registrados' });
  for (const email of ALL_EMAILS) await expect(table.getByRole('cell', { name: email, exact: true })).toBeVisible();
  const adminRow = table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.admin.email });
  await expect(adminRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.erir.email }).getByText('ERIR', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.investor.email }).getByText('Usuario', { exact: true })).toBeVisible();
  // A proper table on a tablet: every column fits beside the sidebar.
  const overflow = await sidewaysOverflow(page.getByRole('region', { name: 'Usuarios registrados' }));
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.getByLabel('Dominio').selectOption('2');
  await expect(table.getByRole('cell', { name: DEMO_ACCOUNTS.hispaxInvestor.email, exact: true })).toBeVisible();
  for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.investor, DEMO_ACCOUNTS.newInvestor]) {
    await expect(table.getByRole('cell', { name: account.email, exact: true })).toHaveCount(0);
  }
  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'Hispax' })).toHaveCount(0);

  await page.getByLabel('Dominio').selectOption('all');
  await expect(table.getByRole('cell', { name: DEMO_ACCOUNTS.admin.email, exact: true })).toBeVisible();
});

test('collapses the sidebar to icons with Ctrl+B and remembers it after a reload', async ({ page, context }) => {
  await loginAsDemo(page, 'admin');
  const sidebar = page.locator('.dash-sidebar');
  await expect(sidebar).toHaveCSS('width', '256px');
  await expect(page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('heading', { name: 'Administrador' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveCSS('width', '48px');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(6.9);
  expect(daysLeft).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sidebar).toHaveCSS('width', '48px');
  // Icon mode keeps every entry reachable by name.
  await expect(page.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
  await expect(sidebar).toHaveCSS('width', '256px');
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});


test('loads the users a page at a time with "Cargar más", every user once', async ({ page }) => {
  await smallPages(page, '/api/users', 2);
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/users');
  const table = page.getByRole('table', { name: 'Usuarios registrados' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText('2 usuarios mostrados; hay más')).toBeVisible();
  const more = page.getByRole('button', { name: 'Cargar más' });
  await expect(more).toBeVisible();
  await page.screenshot({ path: '/tmp/i54-users-first-page.png' });
  while (await more.isVisible()) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(ALL_EMAILS.length);
  for (const email of ALL_EMAILS) await expect(table.getByRole('cell', { name: email, exact: true })).toHaveCount(1);
  await expect(page.getByText(`${total} usuarios`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/i54-users-all-pages.png', fullPage: true });
});
