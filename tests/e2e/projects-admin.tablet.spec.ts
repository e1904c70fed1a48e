// An admin on a tablet runs a project's whole life in the management screens: create a draft (a short
// name is refused), fill it tab by tab, add images (with upload progress, then a new main image, then
// the first one made main again) and a document (removed again after confirming), publish it, find it
// "Activo" in the list, block it with a reason and unblock it.
import { expect, test, type Page } from '@playwright/test';
import { approveAsSecondPerson } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { holdCodeUntilAsked } from './support/early-request';
import { loginAsDemo } from './support/login';
import { noisePng, onePagePdf } from './support/sample-files';
import { sidewaysOverflow } from './support/overflow';

// The newest toast with that text (an earlier one may still be showing).
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();
/** A form field by its label; fields needed to publish carry a " *" after it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** Closes the toasts, which sit at the bottom right over the buttons a tablet shows there. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('region', { name: 'Notificaciones' }).getByRole('button', { name: 'Cerrar notificación' });
  while ((await close.count()) > 0) await close.first().click();
}

/** Slows uploads down so the progress bar is there to be seen (Chromium's own network throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

test('an admin creates, illustrates, documents and publishes a project, then blocks and unblocks it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Parque solar de prueba ${Date.now()}`;
  await loginAsDemo(page, 'admin');

  // The list.
  await page.getByRole('link', { name: 'Proyectos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de Proyectos');
  await expect(page.getByText('Administra los proyectos de inversión disponibles en la plataforma')).toBeVisible();
  const table = page.getByRole('table', { name: 'Proyectos de inversión' });
  for (const column of ['Nombres', 'Tipo', 'Financiación', 'Rentabilidad', 'Estado', 'Whitelabel', 'Acciones']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: 'Hispax', exact: true }).first()).toBeVisible();
  const overflow = await sidewaysOverflow(page.getByRole('region', { name: 'Proyectos de inversión' }));
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel('Whitelabel').selectOption('2');
  await expect(table.getByRole('cell', { name: 'Tokenia', exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Hispax', exact: true }).first()).toBeVisible();
  await page.getByLabel('Whitelabel').selectOption('all');
  await expectNoAxeViolations(page);

  // A new draft: a two-letter name is refused, a real one saved; images and documents wait for it.
  await page.getByRole('link', { name: 'Nuevo Proyecto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/new$/);
  await expect(page.getByRole('tab', { name: 'Imágenes' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Documentos' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await field(page, 'Nombre').fill('ab');
  await expect(page.getByText('Hay cambios sin guardar')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar como borrador' }).click();
  await expect(page.getByText('El nombre debe tener al menos 3 caracteres')).toBeVisible();
  await expect(toast(page, 'El nombre del proyecto es obligatorio para guardar como borrador')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/new$/);

  await field(page, 'Nombre').fill(name);
  await page.getByRole('button', { name: 'Guardar como borrador' }).click();
  await expect(toast(page, 'Proyecto guardado como borrador correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
  await expect(page.getByText('Hay cambios sin guardar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);

  // Fill it tab by tab with "Siguiente".
  await field(page, 'Descripción').fill('Planta fotovoltaica de 12 MW con venta de energía a largo plazo.');
  await page.getByLabel('Sitio web').fill('https://solar.example.es');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('tab', { name: 'Financiación' })).toHaveAttribute('aria-selected', 'true');
  await field(page, 'Financiación total (€)').fill('750000');
  await expect(field(page, 'Inversión mínima (€)')).toHaveValue('1000');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('tab', { name: 'Condiciones', exact: true })).toHaveAttribute('aria-selected', 'true');
  await field(page, 'Fecha de inicio').fill('2027-01-01');
  await field(page, 'Fecha de fin').fill('2031-12-31');
  await page.getByRole('textbox', { name: 'Condiciones de inversión' }).fill('Retorno trimestral a partir del segundo año de explotación.');
  await expect(page.getByText('Hay cambios sin guardar')).toBeVisible();
  // Cancel asks before unsaved changes are thrown away; staying keeps them.
  await page.getByRole('link', { name: 'Cancelar' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(leave).toContainText('Si sales ahora, se perderán.');
  await leave.getByRole('button', { name: 'Cancelar' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Condiciones de inversión' })).toHaveValue(/^Retorno trimestral/);
  await page.getByRole('button', { name: 'Guardar como borrador' }).click();
  await expect(toast(page, 'Proyecto guardado como borrador correctamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeEnabled();

  // Images: a first upload (slowed down to show its progress) becomes the main image; a second one
  // asked to be the main image takes that place.
  await page.getByRole('tab', { name: 'Imágenes' }).click();
  await expect(page.getByText('Este proyecto aún no tiene imágenes.')).toBeVisible();
  const images = page.getByRole('list', { name: 'Imágenes del proyecto' });
  const imageForm = page.getByRole('form', { name: 'Añadir imagen' });
  const restore = await throttleUploads(page, 256 * 1024);
  await imageForm.getByLabel('Imagen', { exact: true }).setInputFiles(await noisePng('fachada.png', 600, 420));
  await imageForm.getByLabel('Descripción (opcional)').fill('Vista aérea');
  await imageForm.getByRole('button', { name: 'Subir imagen' }).click();
  const progress = page.getByRole('progressbar', { name: 'Progreso de la subida' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar subida' })).toBeVisible();
  await expect(toast(page, 'Imagen subida correctamente')).toBeVisible({ timeout: 30_000 });
  await restore();
  await expect(progress).toHaveCount(0);
  await expect(images.getByRole('listitem').filter({ hasText: 'Vista aérea' }).getByText('Principal', { exact: true })).toBeVisible();

  await imageForm.getByLabel('Imagen', { exact: true }).setInputFiles(await noisePng('paneles.png', 320, 200));
  await imageForm.getByLabel('Descripción (opcional)').fill('Paneles');
  await imageForm.getByLabel('Usar como imagen principal').check();
  await imageForm.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(images.getByRole('listitem')).toHaveCount(2);
  await expect(images.getByRole('listitem').filter({ hasText: 'Paneles' }).getByText('Principal', { exact: true })).toBeVisible();
  await expect(images.getByRole('listitem').filter({ hasText: 'Vista aérea' }).getByText('Principal', { exact: true })).toHaveCount(0);
  // The first image takes the main place back, without a new upload.
  await images.getByRole('button', { name: 'Hacer principal la imagen Vista aérea' }).click();
  await expect(toast(page, 'Imagen principal actualizada')).toBeVisible();
  await expect(images.getByRole('listitem').first()).toContainText('Vista aérea');
  await expect(images.getByRole('listitem').filter({ hasText: 'Vista aérea' }).getByText('Principal', { exact: true })).toBeVisible();
  await expect(images.getByRole('button', { name: 'Hacer principal la imagen Paneles' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Documents: the category is asked for, then the PDF uploads; removing it asks first.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('tab', { name: 'Documentos' })).toHaveAttribute('aria-selected', 'true');
  const documentForm = page.getByRole('form', { name: 'Añadir documento' });
  await documentForm.getByLabel('Documento', { exact: true }).setInputFiles(await onePagePdf('contrato.pdf', 'Contrato de compraventa de energía'));
  await documentForm.getByRole('button', { name: 'Subir documento' }).click();
  await expect(documentForm.getByText('Selecciona un tipo de documento')).toBeVisible();
  await documentForm.getByLabel('Tipo de documento').selectOption('legal');
  await documentForm.getByLabel('Descripción (opcional)').fill('Contrato de compraventa');
  await documentForm.getByRole('button', { name: 'Subir documento' }).click();
  await expect(toast(page, 'Documento subido correctamente')).toBeVisible();
  const documents = page.getByRole('list', { name: 'Documentos del proyecto' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'Contrato de compraventa' })).toContainText('Documento legal');
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Eliminar documento Contrato de compraventa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar documento' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Documento eliminado correctamente')).toBeVisible();
  await expect(page.getByText('Este proyecto no tiene documentos.')).toBeVisible();

  // Publish: the status turns active, drafts are over, and publishing again waits for changes.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Proyecto publicado correctamente')).toBeVisible();
  await expect(page.getByText('Activo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar como borrador' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  const projectId = new URL(page.url()).pathname.split('/').pop()!;

  // In the list: active, then blocked with a reason, then active again.
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await row.getByRole('button', { name: `Bloquear proyecto ${name}` }).click();
  const block = page.getByRole('dialog', { name: 'Bloquear proyecto' });
  await expect(block.getByRole('button', { name: 'Bloquear' })).toBeDisabled();
  await block.getByLabel('Motivo').fill('Revisión de la documentación legal');
  await expectNoAxeViolations(page);
  await block.getByRole('button', { name: 'Bloquear' }).click();
  await expect(toast(page, 'Proyecto bloqueado correctamente')).toBeVisible();
  await expect(block).toHaveCount(0);
  await expect(row.getByText('Bloqueado', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Editar ${name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Desbloquear proyecto ${name}` }).click();
  const unblock = page.getByRole('dialog', { name: 'Desbloquear proyecto' });
  await unblock.getByLabel('Motivo').fill('Documentación corregida');
  await unblock.getByRole('button', { name: 'Desbloquear' }).click();
  // The unblock waits for a second admin (issue 57), who approves it.
  await expect(toast(page, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Pendiente de aprobación' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Desbloquear proyecto ${name}` })).toHaveCount(0);
  await approveAsSecondPerson(browser, projectId);
  await page.reload();
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Editar ${name}` })).toBeVisible();

  // Publishing deployed its token on the embedded chain: the project's page names the network and the contract.
  await page.goto(`/dashboard/projects/${projectId}/view`);
  const figures = page.getByRole('complementary', { name: 'Datos clave' });
  await expect(async () => {
    await page.reload();
    await expect(figures.getByText('Anvil (local)')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(figures.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("asks for the admin's list together with the screen's code, and only once", async ({ page }) => {
  await loginAsDemo(page, 'admin');
  const lists = await holdCodeUntilAsked(page, /\/assets\/admin-projects-page-[\w-]+\.js$/, (request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/projects' && url.searchParams.get('admin') === 'true' && request.method() === 'GET';
  });
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(lists.askedWithoutTheCode()).toBe(true);
  expect(lists.asked.map((request) => new URL(request.url()).search)).toEqual(['?admin=true&domain=all&limit=50']);
});

test('shows the modality and token value of a project with investments as fixed, and still saves its other fields', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  const list = (await (await page.request.get('/api/projects?admin=true&limit=100')).json()) as { data: { id: string; name: string }[] };
  const { id } = list.data.find((project) => project.name === 'Repotenciación parque eólico Sierra de Ávila')!;
  const before = ((await (await page.request.get(`/api/projects/${id}`)).json()) as { data: { token_value: number; modality: string; terms_fixed: boolean } }).data;
  expect(before.terms_fixed).toBe(true);
  await page.goto(`/dashboard/projects/${id}`);
  await page.getByRole('tab', { name: 'Financiación' }).click();
  const tokenValue = field(page, 'Valor del token (€)');
  await expect(tokenValue).toBeDisabled();
  await expect(tokenValue).toHaveValue(String(before.token_value));
  await expect(field(page, 'Modalidad')).toBeDisabled();
  await expect(field(page, 'Modalidad')).toHaveValue(before.modality);
  await expect(tokenValue).toHaveAccessibleDescription('No se puede cambiar: el proyecto ya tiene inversiones hechas con estas condiciones.');
  await expect(field(page, 'Inversión mínima (€)')).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('tablet-project-terms-fixed.png'), fullPage: true, animations: 'disabled' });
  // Another field saves, and the fixed ones go with it unchanged.
  await page.getByRole('tab', { name: 'Información básica' }).click();
  await page.getByLabel('Sitio web').fill('https://eolico-avila.example.es');
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, /correctamente$/)).toBeVisible();
  const after = ((await (await page.request.get(`/api/projects/${id}`)).json()) as { data: { token_value: number; modality: string; website: string } }).data;
  expect(after).toMatchObject({ token_value: before.token_value, modality: before.modality, website: 'https://eolico-avila.example.es' });
});
