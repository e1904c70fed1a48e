// Sign-up, verification, login, sign-out and password reset as a person on a phone does them, reading
// the e-mails from a real SMTP server.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectLoginForm } from './support/login';
import { linkFromMail, mailsTo, VERIFY_SUBJECT } from './support/mail';

const RESET_SUBJECT = /^Restablece tu contraseña de /;

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
  await page.getByRole('button', { name: 'Reenviar el correo de verificación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'te hemos enviado un nuevo enlace' })).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email)).filter((m) => VERIFY_SUBJECT.test(m.subject)).length).toBe(2);

  await page.goto(await linkFromMail(page, email, VERIFY_SUBJECT, '/api/auth/verify-email?token='));
  await expect(page.getByText('Correo verificado. Ya puedes iniciar sesión.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('una-clave-segura-1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.data.email).toBe(email);

  expect((await page.request.post('/api/auth/signout', { headers: { origin: new URL(page.url()).origin } })).ok()).toBe(true);
  // A fresh tab: the signed-out tab may itself be leaving /dashboard, which would race this navigation.
  const fresh = await page.context().newPage();
  await fresh.goto('/dashboard', { waitUntil: 'commit' });
  await expectLoginForm(fresh);
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
  await page.goto(await linkFromMail(page, email, VERIFY_SUBJECT, '/api/auth/verify-email?token='));
  // The verified page goes through the login start on its own; let it arrive before moving on.
  await page.waitForURL(/notice=verified/);

  await page.goto('/user-reset-password');
  // Check the page a visitor sees: once its own heading (and title) has arrived.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('¡Te hemos enviado un correo para restablecer la contraseña!')).toBeVisible();

  const resetLink = await linkFromMail(page, email, RESET_SUBJECT, '/user-recover-password?token=');
  // The server holds the same rule as the form.
  const mismatch = await page.request.post('/api/auth/recover-password', {
    data: { token: new URL(resetLink).searchParams.get('token'), password: 'clave-nueva-22', confirmPassword: 'otra-clave-22' },
    headers: { origin: new URL(page.url()).origin, 'x-language': 'es' },
  });
  expect(mismatch.status()).toBe(400);
  expect((await mismatch.json()).error).toBe('Las contraseñas no coinciden');

  await page.goto(resetLink);
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

test('explains a reset link that lost its code and offers a new one', async ({ page }) => {
  await page.goto('/user-recover-password');
  await expect(page.getByRole('alert')).toHaveText(/le falta el código de restablecimiento/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Solicitar un enlace nuevo' }).click();
  await expect(page).toHaveURL(/\/user-reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
});

test('points sign-up and reset to the external identity provider when the platform uses one', async ({ page }) => {
  // The BFF's answer when OIDC_ISSUER is set (proven against a real external provider in
  // tests/integration/external-issuer.test.ts); here the pages' side of it.
  await page.route('**/api/auth/options', (route) =>
    route.fulfill({ json: { success: true, data: { external: true, signupUrl: '/api/auth/login?signup=1', resetUrl: 'https://id.example.com/reset' } } }),
  );
  await page.goto('/user-signup');
  await expect(page.getByText('El registro se hace en nuestro proveedor de identidad.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al registro' })).toHaveAttribute('href', '/api/auth/login?signup=1');
  await expect(page.getByLabel('Contraseña')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/user-reset-password');
  await expect(page.getByRole('link', { name: 'Ir a restablecer la contraseña' })).toHaveAttribute('href', 'https://id.example.com/reset');
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
});
