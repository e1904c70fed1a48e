// Step-up on a tablet and a phone (issue 57): removing a factor needs a second factor proved in the last five minutes.
// An investor of their own signs in with a password, adds an authenticator app (enrolling proves nothing
// for step-up), and removes it: the step-up dialog asks for the app's code, closing it leaves the factor
// and the confirmation as they were, and the code removes it with the same request.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpNewInvestor } from './support/new-investor';
import { enrolTotp, nextCode, openSecurity, passwordStep, proveWithCode, shot } from './support/second-factor';

test('asks for a fresh second factor before removing one, and then removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signUpNewInvestor(page, 'step-up');
  await openSecurity(page);
  const { secret } = await enrolTotp(page, 'Tableta', { look: (step) => shot(page, `enrol-${step}`) });
  const card = page.getByRole('listitem').filter({ hasText: 'Tableta' });
  await expect(card).toBeVisible();
  await shot(page, 'security');

  await card.getByRole('button', { name: 'Eliminar Tableta' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar este factor?' });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp.getByLabel('Código de la app de autenticación')).toBeVisible();
  await expect(stepUp.getByRole('button', { name: 'Usar un código de recuperación' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'step-up');

  // Given up: nothing removed, nothing said, the screen as it was.
  await stepUp.getByRole('button', { name: 'Cancelar' }).click();
  await expect(stepUp).toBeHidden();
  await expect(card).toBeVisible();
  await expect(page.getByText('Factor eliminado')).toHaveCount(0);

  await card.getByRole('button', { name: 'Eliminar Tableta' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await proveWithCode(stepUp, '000000');
  await expect(stepUp.getByRole('alert')).toBeVisible();
  await proveWithCode(stepUp, await nextCode(secret));
  await expect(stepUp).toBeHidden();
  await expect(page.getByText('Factor eliminado')).toBeVisible();
  await expect(page.getByText('Aún no tienes ningún segundo factor.')).toBeVisible();

  // Another app, and the sign-in asks for it after the password.
  await enrolTotp(page, 'Otra');
  await page.request.post('/api/auth/signout', { headers: { origin: new URL(page.url()).origin } });
  await passwordStep(page, email);
  await expect(page.getByRole('button', { name: 'Usar llave de acceso' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'signin-code');
});
