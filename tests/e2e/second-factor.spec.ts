// Second factors on a phone (issue 57), each with an investor of its own (any user may turn one on): an
// authenticator app enrolled from the secret the screen shows, its ten recovery codes, and the sign-in's
// second step with the app's code and with a recovery code (once); a passkey on Chromium's virtual
// authenticator, enrolled and used to sign in.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolations } from './support/axe';
import { signUpNewInvestor, NEW_INVESTOR_PASSWORD } from './support/new-investor';

const SHOTS = process.env.SHOTS_DIR;
const PERIOD_MS = 30_000;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${test.info().project.name}.png` });
}

/** The app's code for the next time step: the enrolment used this step's, and a code is accepted once. */
async function nextCode(secret: string): Promise<string> {
  const wait = PERIOD_MS - (Date.now() % PERIOD_MS) + 500;
  await new Promise((resolve) => setTimeout(resolve, wait));
  return generate({ secret });
}

async function openSecurity(page: Page) {
  await page.goto('/dashboard/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
}

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

  await page.getByRole('button', { name: 'Añadir app de autenticación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir app de autenticación' });
  await expect(dialog.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  const secret = (await dialog.locator('[data-secret]').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expectNoAxeViolations(page);
  await shot(page, 'enrol-qr');

  await dialog.getByLabel('Código de la app').fill('12');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('El código no es válido')).toBeVisible();
  await dialog.getByLabel('Código de la app').fill(await generate({ secret }));
  await dialog.getByLabel('Nombre (opcional)').fill('Móvil');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de recuperación' });
  await expect(codesDialog.getByText('Guárdalos ahora')).toBeVisible();
  const codes = await codesDialog.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  await expectNoAxeViolations(page);
  await shot(page, 'enrol-codes');
  await codesDialog.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(codesDialog).toBeHidden();

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
