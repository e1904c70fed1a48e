// The investor's KYC on a phone (390x844) with a bad connection: the personal step filled offline,
// found again after an offline reload and sent by itself when the network returns (on another page); an identity
// document cut off midway that resumes from the server's offset (re-sending at most one 512 KiB chunk);
// the questionnaire, the review and the submission. Nothing of it readable in IndexedDB.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { indexedDbContents } from './support/indexeddb';
import { holdCodeUntilAsked } from './support/early-request';
import { loginAsDemo, pressSignOut } from './support/login';
import { CHECKSUM_WALLET, E2E_PERSON, PERSONAL } from './support/kyc-application';
import { signUpNewInvestor } from './support/new-investor';
import { noisePng, onePagePdf, pdfOfSize } from './support/sample-files';
import { meterTusUploads } from './support/tus-meter';
import { expectNoSidewaysScroll } from './support/overflow';

// The spec's address, spelled out rather than taken from web/shell/route-table.ts: a test that imported the
// app's constant would follow a wrong change to it instead of failing.
const KYC_PATH = '/dashboard/kyc-verification';
const CHUNK = 512 * 1024;

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();
/** A field by its label; required ones carry a " *" after it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}( \\*)?$`));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The service worker must be in charge before the network goes: after its install, one more load. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  // The worker keeps the profile as it passes (session-profile cache): offline, the dashboard opens from it.
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/auth/me')) !== undefined), { timeout: 15_000 }).toBe(true);
}

async function serverApplication(page: Page): Promise<Record<string, unknown> | undefined> {
  const answer = await page.request.get('/api/kyc/applications');
  const { data } = (await answer.json()) as { data: Record<string, unknown>[] };
  return data[0];
}

test('the personal step filled offline survives an offline reload and is sent when the network returns', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = await signUpNewInvestor(page, 'kyc-offline');
  await page.goto(KYC_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de Cuenta (KYC)' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Pasos de la verificación' }).getByRole('tab');
  await expect(tabs).toHaveText(['Información personal', 'Documentos', 'Cuestionario', 'Revisión']);
  await expect(field(page, 'Nombre completo')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-1-personal');

  // The spec's messages under the fields.
  await field(page, 'Nombre completo').fill('L');
  await field(page, 'Dirección de wallet').fill('0x123');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres.')).toBeVisible();
  await expect(page.getByText('Debe ser una dirección válida de Polygon (formato: 0x...)')).toBeVisible();
  await expect(page.getByText('La profesión y el nivel de estudios son obligatorios para personas físicas.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-1b-personal-errors');

  await underServiceWorker(page);
  await context.setOffline(true);
  await field(page, 'Nombre completo').fill(PERSONAL.name);
  await field(page, 'DNI/NIE').fill(PERSONAL.id_number);
  await field(page, 'Fecha de nacimiento').fill(PERSONAL.birth_date);
  await field(page, 'Teléfono').fill(PERSONAL.phone);
  await field(page, 'Nacionalidad').selectOption(PERSONAL.nationality);
  await field(page, 'Profesión').fill(PERSONAL.profession);
  await field(page, 'Nivel de estudios').selectOption(PERSONAL.education_level);
  await field(page, 'Dirección de wallet').fill(CHECKSUM_WALLET);
  await field(page, 'Dirección').fill(PERSONAL.address);
  await field(page, 'Código postal').fill(PERSONAL.postal_code);
  await field(page, 'Ciudad').fill(PERSONAL.city);
  await field(page, 'País').selectOption(PERSONAL.country);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // Offline, "Siguiente" keeps the step on the device and goes on.
  await expect(page.getByRole('tab', { name: 'Documentos' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Información personal' }).click();
  await expect(page.getByText('Guardado en el dispositivo, se enviará al recuperar la conexión')).toBeVisible();
  await shot(page, 'kyc-2-personal-offline');

  // What the phone keeps is ciphertext only.
  const stored = await indexedDbContents(page);
  expect(stored.stores.kycDrafts).toBeGreaterThan(0);
  for (const secret of [PERSONAL.name, PERSONAL.id_number, CHECKSUM_WALLET, PERSONAL.profession, PERSONAL.address]) {
    expect(stored.text).not.toContain(secret);
  }

  // A reload without network finds the draft.
  await page.reload();
  await expect(page.getByText(/^Sin conexión/).first()).toBeVisible();
  await expect(field(page, 'Nombre completo')).toHaveValue(PERSONAL.name);
  await expect(field(page, 'Dirección de wallet')).toHaveValue(CHECKSUM_WALLET);
  await expect(field(page, 'Nivel de estudios')).toHaveValue(PERSONAL.education_level);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-3-personal-offline-reloaded');

  // The investor leaves for the catalog; the network returns there: the step goes to the server by
  // itself, without the KYC screen open.
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.setOffline(false);
  await expect.poll(async () => (await serverApplication(page))?.name, { timeout: 20_000 }).toBe(PERSONAL.name);
  await page.goto(KYC_PATH);
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  const saved = await serverApplication(page);
  expect(saved).toMatchObject({ id_number: PERSONAL.id_number, wallet: CHECKSUM_WALLET, profession: PERSONAL.profession, country: 'España', status: 'DRAFT' });

  // Signing out wipes what the phone kept, also when the request itself cannot leave the phone.
  await context.setOffline(true);
  await field(page, 'Ciudad').fill('Alcalá de Henares');
  await expect.poll(async () => (await indexedDbContents(page)).stores.kycDrafts).toBeGreaterThan(0);
  await pressSignOut(page, email);
  await expect(toast(page, 'No se pudo cerrar la sesión')).toBeVisible();
  expect((await indexedDbContents(page)).stores).toMatchObject({ kycKeys: 0, kycDrafts: 0, kycUploads: 0, kycUploadBytes: 0 });
  await context.setOffline(false);
});

test('documents upload through a cut connection, the questionnaire and the review are filled, and the application is sent', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signUpNewInvestor(page, 'kyc-upload');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // The personal step was proven above: here it goes by the API.
  expect((await page.request.put('/api/kyc/personal', { headers: { origin }, data: PERSONAL })).ok()).toBe(true);

  await page.goto(KYC_PATH);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page.getByText('JPG, PNG o PDF, máx. 5 MB').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-4-documents');

  // The front: a 5 MB file cut off at its third chunk.
  const big = await pdfOfSize('dni-anverso.pdf', 5_000_000);
  const meter = await meterTusUploads(page, context, 3);
  const front = page.getByTestId('kyc-document-front');
  await front.getByLabel('Elegir un archivo').setInputFiles({ name: big.name, mimeType: big.mimeType, buffer: big.buffer });
  await meter.cut;
  await expect(front.getByText('Pendiente: se subirá al recuperar la conexión')).toBeVisible({ timeout: 20_000 });
  // While it waits, the queued file is on the phone only as ciphertext.
  const queued = await indexedDbContents(page);
  expect(queued.stores.kycUploadBytes).toBe(1);
  expect(queued.text).not.toContain(`%${'x'.repeat(78)}`);
  expect(queued.text).not.toContain('dni-anverso.pdf');
  await shot(page, 'kyc-5-upload-waiting');

  // Back online: it resumes where the server stopped.
  await context.setOffline(false);
  await expect(front.getByText('Subido')).toBeVisible({ timeout: 60_000 });
  const resent = meter.sentBytes() - big.buffer.length;
  test.info().annotations.push({ type: 'tus', description: `file ${big.buffer.length} B, sent ${meter.sentBytes()} B in ${meter.patches()} PATCHes, re-sent ${resent} B` });
  console.log(`tus resume: file ${big.buffer.length} B, sent ${meter.sentBytes()} B in ${meter.patches()} PATCHes, re-sent ${resent} B`);
  expect(resent).toBeGreaterThan(0);
  expect(resent).toBeLessThanOrEqual(CHUNK);
  await page.unroute('**/api/kyc/uploads/**');

  // Back and proof.
  const back = await noisePng('dni-reverso.png', 600, 400);
  await page.getByTestId('kyc-document-back').getByLabel('Elegir un archivo').setInputFiles({ name: back.name, mimeType: back.mimeType, buffer: back.buffer });
  const proof = await onePagePdf('certificado.pdf', 'Certificado de residencia');
  await page.getByTestId('kyc-document-proof').getByLabel('Elegir un archivo').setInputFiles({ name: proof.name, mimeType: proof.mimeType, buffer: proof.buffer });
  await expect(page.getByText('Subido')).toHaveCount(3, { timeout: 30_000 });
  expect((await indexedDbContents(page)).stores.kycUploadBytes).toBe(0);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-6-documents-done');

  // The questionnaire.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('tab', { name: 'Cuestionario' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Por favor, selecciona tu experiencia de inversión')).toBeVisible();
  await expect(page.getByText('Debes aceptar los términos y condiciones')).toBeVisible();
  await expect(page.getByRole('link', { name: /Términos y condiciones/ })).toHaveAttribute('href', '/terminos-condiciones');
  await expect(page.getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute('href', '/politica-privacidad');
  await field(page, 'Experiencia de inversión').selectOption('intermediate');
  // A first answer, kept on the phone only: after a reload, the review knows it is unsent though the
  // questionnaire's tab has not been opened again (nor drawn).
  await expect.poll(async () => (await indexedDbContents(page)).stores.kycDrafts).toBe(1);
  await page.reload();
  await page.getByRole('tab', { name: 'Revisión' }).click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByTestId('kyc-submit-problem')).toHaveText('Antes de enviar, guarda los cambios de: Cuestionario. Pulsa «Siguiente» en esa pestaña.');
  await page.getByRole('tab', { name: 'Cuestionario' }).click();
  await expect(field(page, 'Experiencia de inversión')).toHaveValue('intermediate');
  await field(page, 'Objetivo de inversión').selectOption('income_medium_risk');
  await field(page, 'Tolerancia al riesgo').selectOption('moderate');
  await field(page, 'Ingresos anuales').selectOption('50k_75k');
  await field(page, 'Origen de los fondos').selectOption('laboral');
  await field(page, 'Porcentaje del capital a invertir').selectOption('menos_25');
  await field(page, 'Origen del capital a invertir').selectOption('laboral');
  await page.getByLabel(/^Entiendo los riesgos/).check();
  await page.getByLabel(/^Acepto los términos/).check();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-7-questionnaire');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(toast(page, 'Información guardada')).toBeVisible();

  // The review: every section, then send.
  await expect(page.getByRole('tab', { name: 'Revisión' })).toHaveAttribute('aria-selected', 'true');
  const review = page.getByRole('tabpanel', { name: 'Revisión' });
  for (const section of ['Tipo de usuario', 'Información personal', 'Wallet de blockchain (Polygon)', 'Dirección', 'Cumplimiento normativo', 'Documentos de identidad', 'Cuestionario de perfil inversor', 'Declaraciones']) {
    await expect(review.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(review.getByText('Los tokens se enviarán a esta dirección una vez completada la inversión.')).toBeVisible();
  await expect(review.getByText(E2E_PERSON.fullName)).toBeVisible();
  await expect(review.getByText('Intermedia (de 1 a 3 años)')).toBeVisible();
  await review.getByRole('button', { name: /Ver imagen: Documento de identidad \(reverso\)/ }).click();
  const preview = page.getByRole('dialog', { name: 'Documento de identidad (reverso)' });
  await expect(preview.getByRole('img')).toBeVisible();
  await expect.poll(() => preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'kyc-8-preview');
  await preview.getByRole('button', { name: 'Cerrar' }).click();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-9-review');

  // The wallet must be typed (or pasted) once more: a mistyped one is refused before anything is sent.
  await expect(page.getByText('La wallet debe ser tuya: los tokens enviados a una dirección mal escrita se pierden y nadie puede recuperarlos.')).toBeVisible();
  const walletAgain = page.getByLabel('Repite la dirección de tu wallet');
  await walletAgain.fill(CHECKSUM_WALLET.slice(0, -1) + '0');
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByTestId('kyc-submit-problem')).toHaveText('La dirección repetida no coincide con la wallet de tus datos personales.');
  await walletAgain.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shot(page, 'kyc-10-wallet-again');
  expect((await serverApplication(page))?.status).toBe('DRAFT');
  await walletAgain.fill(CHECKSUM_WALLET.toLowerCase());
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(toast(page, 'Tu solicitud de KYC ha sido enviada correctamente')).toBeVisible();
  await expect(page.getByText('Tu solicitud está en revisión. No se puede modificar mientras la revisamos.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
  expect((await serverApplication(page))?.status).toBe('SUBMITTED');
  await expectNoAxeViolations(page);
  await page.locator('.dash-scroll').evaluate((el) => el.scrollTo(0, 0));
  await shot(page, 'kyc-10-submitted');
});

test("asks for the investor's application together with the screen's code, and only once", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const applications = await holdCodeUntilAsked(page, /\/assets\/kyc-page-[\w-]+\.js$/, (request) => new URL(request.url()).pathname === '/api/kyc/applications' && request.method() === 'GET');
  await page.goto(KYC_PATH);
  await expect(page.getByTestId('kyc-status-badge')).toHaveText('Aprobada');
  expect(applications.askedWithoutTheCode()).toBe(true);
  expect(applications.asked).toHaveLength(1);
});

test('an approved application opens locked, each country list holding only the chosen country', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await page.goto(KYC_PATH);
  await expect(page.getByTestId('kyc-status-badge')).toHaveText('Aprobada');
  for (const label of ['Nacionalidad', 'País']) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select).toBeDisabled();
    await expect(select.locator('option:checked')).toHaveText('España');
    await expect(select.locator('option')).toHaveCount(2);
  }
});
