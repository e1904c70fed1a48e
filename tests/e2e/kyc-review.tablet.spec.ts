// The admin's KYC review on a tablet (1024x1366, then turned to 1366x1024): a new investor's submitted
// application found through the users screen's filter, its documents large enough to read, a rejection
// refused without a reason and then made with one; the investor sees the reason, edits and sends again;
// the admin approves and the investor's "Verificar Cuenta" entries are gone. The review queue there
// loads a page at a time.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { approveAsSecondPerson } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { freshWallet, submitApplicationByApi } from './support/kyc-application';
import { loginAsDemo } from './support/login';
import { signUpNewInvestor } from './support/new-investor';
import { expectNoSidewaysScroll } from './support/overflow';
import { smallPages } from './support/small-pages';

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await loginAsDemo(page, 'admin');
  return page;
}

/** From the users screen's review filter to the application's review page. */
async function openReview(admin: Page, email: string, applicationId: string) {
  await admin.goto('/dashboard/users');
  await admin.getByLabel('Pendientes de revisión').check();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Listo para revisar')).toBeVisible();
  await row.getByRole('link', { name: /Revisar KYC/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/users-kyc/${applicationId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Lucía Martín Pérez' })).toBeVisible();
}

test('an admin rejects with a reason, the investor corrects and resubmits, the admin approves', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = await signUpNewInvestor(page, 'kyc-review');
  const wallet = freshWallet();
  const applicationId = await submitApplicationByApi(page, wallet);

  const admin = await adminPage(browser);
  await openReview(admin, email, applicationId);

  // The documents: the front large, zoomable, the details to check beside it.
  const documents = admin.getByRole('region', { name: 'Documentos de identidad' });
  await expect(documents.getByRole('img', { name: /Documento \(anverso\)/ })).toBeVisible();
  const imageWidth = await documents.getByRole('img', { name: /Documento \(anverso\)/ }).evaluate((img) => img.getBoundingClientRect().width);
  expect(imageWidth).toBeGreaterThan(500);
  await expect(documents.getByText('12345678Z')).toBeVisible();
  await documents.getByRole('tab', { name: 'Domicilio' }).click();
  await expect(documents.locator('iframe, object, embed').first()).toBeVisible();
  await documents.getByRole('tab', { name: 'Anverso' }).click();

  // The same summary the investor saw.
  const summary = admin.getByRole('region', { name: 'Datos de la solicitud' });
  await expect(summary.getByText('Persona física')).toBeVisible();
  await expect(summary.getByText(wallet)).toBeVisible();
  await expect(summary.getByText('Intermedia (de 1 a 3 años)')).toBeVisible();
  await expect(summary.getByText('Subido')).toHaveCount(3);
  await expectNoSidewaysScroll(admin);
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: test.info().outputPath('kyc-review-portrait.png'), fullPage: true });

  await admin.setViewportSize({ width: 1366, height: 1024 });
  await expect(documents.getByRole('img', { name: /Documento \(anverso\)/ })).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await admin.screenshot({ path: test.info().outputPath('kyc-review-landscape.png'), fullPage: true });
  await admin.setViewportSize({ width: 1024, height: 1366 });

  // Rejecting needs a reason.
  await admin.getByRole('button', { name: 'Rechazar Solicitud' }).click();
  await expect(admin.getByText('Por favor, proporciona un motivo para el rechazo')).toBeVisible();
  const reason = 'La foto del reverso está borrosa';
  await admin.getByLabel('Comentarios').fill(reason);
  await admin.getByRole('button', { name: 'Rechazar Solicitud' }).click();
  await expect(toast(admin, 'Solicitud rechazada correctamente')).toBeVisible();
  await expect(admin).toHaveURL(/\/dashboard\/users$/);

  // The investor sees why, corrects and sends again.
  await page.goto('/dashboard/kyc-verification');
  await expect(page.getByText(`Solicitud rechazada: ${reason}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('kyc-investor-rejected.png') });
  await resubmitAfterRejection(page);

  // The admin approves: the approval waits for a second admin (issue 57), who approves it.
  await openReview(admin, email, applicationId);
  await admin.getByRole('button', { name: 'Aprobar Solicitud' }).click();
  await expect(toast(admin, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
  const decision = admin.getByRole('region', { name: 'Revisión del administrador' });
  await expect(decision).toContainText('Pendiente de aprobación');
  await expect(decision.getByRole('button', { name: 'Aprobar Solicitud' })).toHaveCount(0);
  await approveAsSecondPerson(browser, applicationId);

  // A decided application can no longer be decided: the panel says so.
  await admin.goto(`/dashboard/users-kyc/${applicationId}`);
  await expect(admin.getByText(/Esta solicitud ya no está pendiente de revisión/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Aprobar Solicitud' })).toBeDisabled();

  // The investor is verified: the verify entries are gone.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verificar Cuenta' })).toHaveCount(0);
  await admin.context().close();
});

test('pages the review queue on the users screen: every application waiting shown once, then no more', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await signUpNewInvestor(page, 'kyc-queue');
  await submitApplicationByApi(page);

  const admin = await adminPage(browser);
  await smallPages(admin, '/api/users', 1);
  await admin.goto('/dashboard/users');
  await admin.getByLabel('Pendientes de revisión').check();
  const rows = admin.getByRole('table', { name: 'Usuarios registrados' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(admin.getByText('1 usuario mostrado; hay más')).toBeVisible();
  await admin.screenshot({ path: '/tmp/i54-kyc-queue-first-page.png' });
  const more = admin.getByRole('button', { name: 'Cargar más' });
  while (await more.isVisible()) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  }
  // The demo's account under review and the new one, each once, and nobody who is not waiting.
  for (const waiting of [email, DEMO_ACCOUNTS.reviewInvestor.email]) await expect(rows.filter({ hasText: waiting })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Listo para revisar' })).toHaveCount(0);
  await expect(admin.getByText(`${await rows.count()} usuarios`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: '/tmp/i54-kyc-queue-all-pages.png', fullPage: true });
  await admin.context().close();
});

test('an unknown application and a missing id say so', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/users-kyc/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Solicitud no encontrada')).toBeVisible();
  await page.goto('/dashboard/users-kyc');
  await expect(page.getByText('Application ID not found in URL')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The investor, told why, corrects the profession and sends the application again. */
async function resubmitAfterRejection(page: Page) {
  await page.getByRole('tab', { name: /Información personal/ }).click();
  await page.getByLabel(/Profesión/).fill('Ingeniera de caminos');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Información guardada')).toBeVisible();
  await page.getByRole('tab', { name: /Revisión/ }).click();
  // The wallet once more, as the application holds it.
  const { data } = (await (await page.request.get('/api/kyc/applications')).json()) as { data: { wallet: string }[] };
  await page.getByLabel('Repite la dirección de tu wallet').fill(data[0]!.wallet);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(toast(page, 'Tu solicitud de KYC ha sido enviada correctamente')).toBeVisible();
}
