// Second factors in the browser (issue 57): the authenticator app's codes, computed from the secret the
// security screen shows, as the user's app would; the enrolment itself; the sign-in's password step and the
// proofs the second step and the step-up dialog ask for; screenshots when SHOTS_DIR is set.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { NEW_INVESTOR_PASSWORD } from './new-investor';

const PERIOD_MS = 30_000;

/** This time step's code. */
export const currentCode = (secret: string): Promise<string> => generate({ secret });

/** The code of the next time step: a code is accepted once, and the last one was used in this step. */
export async function nextCode(secret: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 500));
  return generate({ secret });
}

export async function openSecurity(page: Page): Promise<void> {
  await page.goto('/dashboard/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeVisible();
}

export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png` });
}

/** Adds an authenticator app named `label` on the security screen; answers its secret and the recovery codes shown once. */
export async function enrolTotp(page: Page, label: string, { look }: { look?: (step: 'qr' | 'codes') => Promise<void> } = {}) {
  await page.getByRole('button', { name: 'Añadir app de autenticación' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir app de autenticación' });
  await expect(dialog.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
  const secret = (await dialog.locator('[data-secret]').getAttribute('data-secret'))!;
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await look?.('qr');
  await dialog.getByLabel('Código de la app').fill(await currentCode(secret));
  await dialog.getByLabel('Nombre (opcional)').fill(label);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Tus códigos de recuperación' });
  await expect(codesDialog.getByText('Guárdalos ahora')).toBeVisible();
  const codes = await codesDialog.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').allTextContents();
  await look?.('codes');
  await codesDialog.getByRole('button', { name: 'Ya los he guardado' }).click();
  await expect(codesDialog).toBeHidden();
  return { secret, codes };
}

/** The sign-in's password step of an investor signed up by the spec, rightly done: the page then asks for the second factor. */
export async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/user-login');
  await page.waitForURL(/uid=/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(NEW_INVESTOR_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeVisible();
}

/** Sends the authenticator app's code where a proof is asked for (the sign-in's second step, the step-up dialog); `look` runs before it is sent. */
export async function proveWithCode(where: Page | Locator, code: string, { look }: { look?: () => Promise<void> } = {}): Promise<void> {
  await where.getByLabel('Código de la app de autenticación').fill(code);
  await look?.();
  await where.getByRole('button', { name: 'Verificar' }).click();
}

/** Switches the proof to a recovery code and sends `code`. */
export async function proveWithRecoveryCode(where: Page | Locator, code: string): Promise<void> {
  await where.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await where.getByLabel('Código de recuperación').fill(code);
  await where.getByRole('button', { name: 'Verificar' }).click();
}
