// Second factors on a phone (issue 57), each with an investor of its own (any user may turn one on): an
// authenticator app enrolled from the secret the screen shows, its ten recovery codes, and the sign-in's
// second step with the app's code and with a recovery code (once); a passkey on Chromium's virtual
// authenticator, enrolled and used to sign in.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpNewInvestor, NEW_INVESTOR_PASSWORD } from './support/new-investor';
import { enrolTotp, nextCode, openSecurity, shot } from './support/second-factor';

async function signOut(page: Page, email: string) {
  await page.getByRole('button', { name: 'Mostrar u ocultar el menú lateral' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú del panel' });
  await drawer.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await drawer.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The password step: right, so the page asks for the second factor. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/user-login');
  await page.waitForURL(/uid=/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(NEW_INVESTOR_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
}

async function signInWithRecoveryCode(page: Page, email: string, code: string) {
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await page.getByLabel('Código de recuperación').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

test('enrols an authenticator app, keeps ten recovery codes, and signs in with a code and with a recovery code once', async ({ page }) => {
  test.setTimeout(180_000);
  const email = await signUpNewInvestor(page, 'totp');
  await openSecurity(page);
  await expect(page.getByText('Aún no tienes ningún segundo factor.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'security-empty');

  const { secret, codes } = await enrolTotp(page, 'Móvil', {
    look: async (step) => {
      await expectNoAxeViolations(page);
      await shot(page, `enrol-${step}`);
    },
  });
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);

  const card = page.getByRole('listitem').filter({ hasText: 'Móvil' });
  await expect(card.getByText('App de autenticación')).toBeVisible();
  await expect(page.getByText('Códigos sin usar: 10')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'security');

  await signOut(page, email);
  await passwordStep(page, email);
  await expectNoAxeViolations(page);
  await page.getByLabel('Código de la app de autenticación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Código de la app de autenticación').fill(await nextCode(secret));
  await shot(page, 'signin-code');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(email);

  await signOut(page, email);
  await signInWithRecoveryCode(page, email, codes[0]!);
  await page.waitForURL(/\/dashboard$/);

  await signOut(page, email);
  await signInWithRecoveryCode(page, email, codes[0]!);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/user-login/);
});

test('enrols a passkey on the device and signs in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const email = await signUpNewInvestor(page, 'passkey');
  await openSecurity(page);
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de recuperación' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  await codesDialog.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Llave de acceso' }).first()).toBeVisible();

  await signOut(page, email);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
  await page.waitForURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(email);
});
