// Second factors in the browser (issue 57): the authenticator app's codes, computed from the secret the
// security screen shows, as the user's app would; the enrolment itself; screenshots when SHOTS_DIR is set.
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

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
