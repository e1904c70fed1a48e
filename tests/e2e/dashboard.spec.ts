// The dashboard shell on a phone (390x844): the way in, the menus each role sees, the drawer, the
// guards, the profile page and signing out.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginForm, loginAsDemo, signOut } from './support/login';
import { expectNoSidewaysScroll } from './support/overflow';

const MENU = 'Menú del panel';

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
  const drawer = page.getByRole('dialog', { name: MENU });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function openAccountMenu(page: Page, email: string) {
  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  return drawer;
}

test('sends a visitor without a session to the login page', async ({ page }) => {
  await page.goto('/dashboard');
  await expectLoginForm(page);
});

test("paints the opportunities' and the KYC's titles from the page itself, before any script runs, in the visitor's language", async ({ browser, baseURL }) => {
  for (const [path, locale, title] of [
    ['/dashboard', 'es-ES', 'Oportunidades'],
    ['/dashboard', 'en-GB', 'Opportunities'],
    ['/dashboard/kyc-verification', 'es-ES', 'Verificación de Cuenta (KYC)'],
    ['/dashboard/kyc-verification', 'en-GB', 'Account Verification (KYC)'],
  ] as const) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await context.close();
  }
});

test('greets an investor with the opportunities, the profile and only the user menu', async ({ page }) => {
  const investor = DEMO_ACCOUNTS.investor;
  await loginAsDemo(page, 'investor');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oportunidades');

  const drawer = await openDrawer(page);
  const menu = drawer.getByRole('navigation', { name: MENU });
  await expect(menu.getByRole('link', { name: 'Oportunidades' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Inversiones' })).toBeVisible();
  await expect(menu.getByText('Administrador')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Verificar Cuenta' })).toHaveCount(0);
  await drawer.getByRole('button', { name: new RegExp(investor.email.replace('.', '\\.')) }).click();
  await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Verificar Cuenta' })).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Mi perfil' }).click();

  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^Hola, \S/);
  await expect(main.getByText(investor.fullName)).toBeVisible();
  await expect(main.getByText(investor.email)).toBeVisible();
  await expect(main.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(main.getByText('Activa', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('opens and closes the phone drawer with the button, the close button and Escape', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const drawer = await openDrawer(page);
  await expect(drawer).toHaveCSS('width', `${18 * 16}px`);
  await drawer.getByRole('button', { name: 'Cerrar el menú' }).click();
  await expect(drawer).toBeHidden();

  await openDrawer(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.keyboard.press('Control+b');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Inversiones' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/investments$/);
});

test('offers account verification to a user whose KYC is pending', async ({ page }) => {
  await loginAsDemo(page, 'newInvestor');
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Para invertir debes completar la verificación KYC.')).toBeVisible();
  await expectNoAxeViolations(page);
  const drawer = await openAccountMenu(page, DEMO_ACCOUNTS.newInvestor.email);
  await expect(drawer.getByRole('navigation', { name: MENU }).getByRole('link', { name: 'Verificar Cuenta' })).toBeVisible();
  // The account menu offers it too, below the e-mail address.
  await expect(drawer.getByRole('link', { name: 'Verificar Cuenta' })).toHaveCount(2);
  await expect(drawer.getByText(DEMO_ACCOUNTS.newInvestor.email).first()).toBeVisible();
});

test('shows the admin section, keeps Proyectos active below it and frames unknown sections', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  let drawer = await openDrawer(page);
  const menu = drawer.getByRole('navigation', { name: MENU });
  await expect(menu.getByRole('heading', { name: 'Administrador' })).toBeVisible();
  for (const name of ['Proyectos', 'Inversores', 'Usuarios']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inversiones' })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/projects/new/extra');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);
  drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Proyectos' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('shows the users as cards on a phone, without sideways scrolling', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/users');
  const cards = page.getByRole('list', { name: 'Usuarios registrados' });
  await expect(cards.getByText(DEMO_ACCOUNTS.hispaxInvestor.email)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('keeps the users screen and list for admins only', async ({ page, playwright, baseURL }) => {
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oportunidades');
  expect((await page.request.get('/api/users')).status()).toBe(403);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get('/api/users')).status()).toBe(401);
  await anonymous.dispose();
});

test('signs out to the public home page and closes the session', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await signOut(page, DEMO_ACCOUNTS.investor.email);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});
