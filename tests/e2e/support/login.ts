import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../bff/demo/credentials';
export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
/**
 * Chromium's locale emulation is applied per renderer; after the sign-in redirects swap the page into a
 * new renderer it sometimes reaches the app's first script late, and navigator.languages then reads
 * the machine's English although every request carries Accept-Language es-ES (seen in traces of the
 * tablet project). The app stores the language it detects, so the test stores the project's locale
 * first: what the emulation means to say, without the race.
 */
async function pinLanguage(page: Page): Promise<void> {
  const language = (test.info().project.use.locale ?? 'es-ES').slice(0, 2);
  await page.context().addInitScript((lang) => {
    try {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
    } catch {
      // Storage blocked: the app falls back to the browser's language.
    }
  }, language);
}

export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await pinLanguage(page);
  await page.goto('/api/auth/login');
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/signin', { data: { email, password }, headers: { origin } });
  const { data } = await res.json();
  await page.goto(data.redirectTo);
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
export function loginAsDemo(page: Page, account: DemoAccountName): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[account];
  return loginAs(page, email, password);
}

/**
 * A visitor sent to sign in ends on the login form: /user-login first starts the provider's login, then
 * comes back with ?uid=. The test waits for that end, not the first /user-login: closing the browser
 * context in the middle of those redirects (with the service worker installing) has hung its teardown
 * past the test's timeout on a loaded machine.
 */
export async function expectLoginForm(page: Page): Promise<void> {
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

/** Presses 'Cerrar sesión' in the phone's side menu, under the signed-in account's entry (named by its email). */
export async function pressSignOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú del panel' });
  await drawer.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
}

/** Signs out through the phone's side menu, which ends on the public home page. */
export async function signOut(page: Page, email: string): Promise<void> {
  await pressSignOut(page, email);
  await page.waitForURL((url) => url.pathname === '/');
}
