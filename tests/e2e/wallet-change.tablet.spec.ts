// A new wallet for an approved investor: the investor, on a phone, asks for it (a mismatched repeat is
// refused before anything is sent) and sees it waiting; the admin, on a tablet, finds it through the users
// screen's review filter, sees both addresses and approves, and a second admin approves it on Aprobaciones
// (four eyes, issue 57); the investor's verification then shows the new wallet. The tokens' move on chain is the integration tests' (wallet-changes.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { approveAsSecondPerson } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { signedInPage } from './support/investments';
import { freshWallet, submitApplicationByApi } from './support/kyc-application';
import { loginAsDemo } from './support/login';
import { signUpNewInvestor } from './support/new-investor';
import { expectNoSidewaysScroll } from './support/overflow';

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();

/** The application's review page, reached from the users screen's review filter. */
async function openReview(admin: Page, email: string, badge: string) {
  await admin.goto('/dashboard/users');
  await admin.getByLabel('Pendientes de revisión').check();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText(badge)).toBeVisible();
  await row.getByRole('link', { name: /Revisar KYC/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Lucía Martín Pérez' })).toBeVisible();
}

test('an approved investor asks for a new wallet on a phone and an admin approves it on a tablet', async ({ page: admin, browser }) => {
  test.setTimeout(180_000);
  const phone = await browser.newContext({ ...test.info().project.use, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const investor = await phone.newPage();
  const email = await signUpNewInvestor(investor, 'wallet-change');
  const wallet = freshWallet();
  const applicationId = await submitApplicationByApi(investor, wallet);

  // The application approved by two admins (issue 57): the second one through the API.
  await loginAsDemo(admin, 'admin');
  await openReview(admin, email, 'Listo para revisar');
  await admin.getByRole('button', { name: 'Aprobar Solicitud' }).click();
  await expect(toast(admin, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
  await approveAsSecondPerson(browser, applicationId);

  // The investor's verification shows their wallet and offers to change it.
  await investor.goto('/dashboard/kyc-verification');
  const panel = investor.getByRole('region', { name: 'Tu wallet' });
  await expect(panel.getByTestId('kyc-wallet')).toHaveText(wallet);
  await panel.getByRole('button', { name: 'Cambiar wallet' }).click();
  const target = privateKeyToAddress(generatePrivateKey());
  await panel.getByLabel('Nueva dirección de wallet').fill(target);
  await panel.getByLabel('Repite la nueva dirección').fill(wallet);
  await panel.getByRole('button', { name: 'Solicitar cambio' }).click();
  await expect(panel.getByRole('alert')).toHaveText('La dirección repetida no coincide con la nueva wallet.');
  await panel.getByLabel('Repite la nueva dirección').fill(target.toLowerCase());
  await panel.getByRole('button', { name: 'Solicitar cambio' }).click();
  await expect(toast(investor, 'Cambio de wallet enviado a revisión')).toBeVisible();
  await expect(panel.getByTestId('wallet-change-pending')).toContainText(target);
  await expect(panel.getByRole('button', { name: 'Cambiar wallet' })).toHaveCount(0);
  await expectNoSidewaysScroll(investor);
  await expectNoAxeViolations(investor);
  await panel.screenshot({ path: test.info().outputPath('wallet-change-investor-pending.png') });

  // The admin finds it waiting, sees both addresses, and approves.
  await openReview(admin, email, 'Cambio de wallet');
  const decision = admin.getByRole('region', { name: 'Cambio de wallet solicitado' });
  await expect(decision.getByText(wallet)).toBeVisible();
  await expect(decision.getByText(target)).toBeVisible();
  await decision.getByRole('button', { name: 'Rechazar cambio' }).click();
  await expect(decision.getByRole('alert')).toHaveText('Por favor, proporciona un motivo para el rechazo');
  await expectNoSidewaysScroll(admin);
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('wallet-change-admin.png'), fullPage: true });
  // Approving waits for a second admin (issue 57), who approves it on Aprobaciones.
  await decision.getByRole('button', { name: 'Aprobar cambio' }).click();
  await expect(toast(admin, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
  await expect(decision).toContainText('Pendiente de aprobación');
  await expect(decision.getByRole('button', { name: 'Aprobar cambio' })).toHaveCount(0);
  const checker = await signedInPage(browser, 'admin2');
  await checker.goto('/dashboard/approvals');
  const request = checker.getByRole('table', { name: 'Pendientes' }).getByRole('row').filter({ hasText: 'Cambiar la wallet de' }).filter({ hasText: `${target.slice(0, 6)}…${target.slice(-4)}` });
  await request.getByRole('button', { name: /^Aprobar: / }).click();
  await checker.getByRole('dialog', { name: 'Aprobar la solicitud' }).getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(toast(checker, /^Solicitud aprobada: Cambiar la wallet de/)).toBeVisible();
  await checker.context().close();
  await admin.reload();
  await expect(decision).toHaveCount(0);

  // The investor's verification now names the new wallet, with nothing waiting.
  await investor.reload();
  await expect(panel.getByTestId('kyc-wallet')).toHaveText(target);
  await expect(panel.getByTestId('wallet-change-pending')).toHaveCount(0);
  await panel.screenshot({ path: test.info().outputPath('wallet-change-investor-done.png') });
  await phone.close();
});
