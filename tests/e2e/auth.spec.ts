// Sign-up, verification, login, sign-out and password reset as a person on a phone does them, reading
// the e-mails from a real SMTP server.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

interface CaughtMail {
  to: string[];
  text: string;
}

async function linkFromMail(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];
        const match = mails
          .reverse()
          .map((m) => m.text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`))?.[0])
          .find(Boolean);
        link = match?.replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/user-login');
  await page.waitForURL(/uid=/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('signs up, verifies the e-mail, logs in, signs out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/user-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('¡Correo de verificación enviado!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('');

  // Not verified yet: the login says so and offers a new link.
  await fillLogin(page, email, 'una-clave-segura-1');
  await expect(page.getByRole('alert').filter({ hasText: 'verificar tu correo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar el correo de verificación' })).toBeVisible();

  await page.goto(await linkFromMail(page, email, '/api/auth/verify-email?token='));
  await expect(page.getByText('Correo verificado. Ya puedes iniciar sesión.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.email).toBe(email);

  expect((await page.request.post('/api/auth/signout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
  await page.goto('/dashboard');
  await page.waitForURL(/\/user-login/);
});

test('shows the server error for a wrong password', async ({ page }) => {
  await fillLogin(page, 'inversor@tokenia.es', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos' })).toBeVisible();
  await expect(page).toHaveURL(/\/user-login/);
});

test('resets a forgotten password through the e-mailed link', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.goto('/user-signup');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('clave-original-1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.goto(await linkFromMail(page, email, '/api/auth/verify-email?token='));

  await page.goto('/user-reset-password');
  await expectNoAxeViolations(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('¡Te hemos enviado un correo para restablecer la contraseña!')).toBeVisible();

  await page.goto(await linkFromMail(page, email, '/user-recover-password?token='));
  await page.getByLabel(/^Nueva contraseña/).fill('clave-nueva-22');
  await page.getByLabel(/^Confirmar contraseña/).fill('clave-distinta-22');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Confirmar contraseña/).fill('clave-nueva-22');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('¡La contraseña se ha actualizado correctamente!')).toBeVisible();

  await fillLogin(page, email, 'clave-original-1');
  await expect(page.getByRole('alert').filter({ hasText: 'incorrectos' })).toBeVisible();
  await page.getByLabel('Contraseña').fill('clave-nueva-22');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard$/);
});

test('speaks the spec English texts after switching language', async ({ page }) => {
  await page.goto('/user-reset-password');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await page.goto('/user-login');
  await page.waitForURL(/uid=/);
  await expect(page.getByRole('link', { name: 'Forgot your password' })).toBeVisible();
  await expectNoAxeViolations(page);
});
