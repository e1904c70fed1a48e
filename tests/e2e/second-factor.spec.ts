// Second factors on a phone (issue 57), each with an investor of its own (any user may turn one on): an
// authenticator app enrolled from the secret the screen shows, its ten recovery codes, and the sign-in's
// second step with the app's code and with a recovery code (once); a passkey on Chromium's virtual
// authenticator, enrolled and used to sign in.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signOut } from './support/login';
import { signUpNewInvestor } from './support/new-investor';
import { enrolTotp, nextCode, openSecurity, passwordStep, proveWithCode, proveWithRecoveryCode, shot } from './support/second-factor';

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
  await proveWithCode(page, '000000');
  await expect(page.getByRole('alert')).toBeVisible();
  await proveWithCode(page, await nextCode(secret), { look: () => shot(page, 'signin-code') });
  await page.waitForURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(email);

  await signOut(page, email);
  await passwordStep(page, email);
  await proveWithRecoveryCode(page, codes[0]!);
  await page.waitForURL(/\/dashboard$/);

  await signOut(page, email);
  await passwordStep(page, email);
  await proveWithRecoveryCode(page, codes[0]!);
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
  await page.getByLabel('Nombre de la llave (opcional)').fill('Portátil');
  await page.getByRole('button', { name: 'Añadir llave de acceso' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de recuperación' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  await codesDialog.getByRole('button', { name: 'Ya los he guardado' }).click();
  // The passkey goes by the name given, and the field is empty for the next one.
  const card = page.getByRole('listitem').filter({ hasText: 'Portátil' });
  await expect(card.getByText('Llave de acceso')).toBeVisible();
  await expect(page.getByLabel('Nombre de la llave (opcional)')).toHaveValue('');

  await signOut(page, email);
  await passwordStep(page, email);
  await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
  await page.waitForURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/auth/me')).json()).data.email).toBe(email);
});
