// The project management screens on a phone: the list as cards (no table, nothing to scroll sideways),
// the form's tab row scrolling sideways to the selected tab, and the breadcrumb fitting the header.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo } from './support/login';
import { expectNoSidewaysScroll, sidewaysOverflow } from './support/overflow';

test('lists the projects as cards an admin can act on', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de Proyectos');
  const cards = page.getByRole('list', { name: 'Proyectos de inversión' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const draft = cards.getByRole('listitem').filter({ hasText: 'Borrador' }).first();
  await expect(draft.getByRole('link', { name: /^Editar / })).toBeVisible();
  await expect(draft.getByRole('button', { name: /^Bloquear proyecto / })).toHaveCount(0);
  const active = cards.getByRole('listitem').filter({ hasText: 'Activo' }).first();
  await expect(active.getByRole('button', { name: /^Bloquear proyecto / })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nuevo Proyecto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo proyecto');
  await expectNoSidewaysScroll(page);
});

test('scrolls the form’s tabs sideways and keeps the selected one in sight', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/projects');
  const cards = page.getByRole('list', { name: 'Proyectos de inversión' });
  await cards.getByRole('listitem').filter({ hasText: 'Activo' }).first().getByRole('link', { name: /^Editar / }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);

  const tabs = page.getByRole('tablist', { name: 'Secciones del proyecto' });
  await expect(tabs).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;

  // The header: "Panel" and the project's name (cut short), side by side without overlapping.
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('listitem');
  const visible = crumbs.filter({ visible: true });
  await expect(visible).toHaveCount(2);
  await expect(visible.nth(1)).toContainText(name);
  const [first, last] = await Promise.all([visible.nth(0).boundingBox(), visible.nth(1).boundingBox()]);
  expect(first!.x + first!.width).toBeLessThanOrEqual(last!.x);

  expect(await sidewaysOverflow(tabs)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const images = page.getByRole('tab', { name: 'Imágenes' });
  await expect(images).toHaveAttribute('aria-selected', 'true');
  await expect(images).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('list', { name: 'Imágenes del proyecto' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

// The newest toast with that text (an earlier one may still be showing).
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notificaciones' }).getByText(text).last();
/** A form field by its label; fields needed to publish carry a " *" after it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/** Closes the toasts, which on a phone sit over the form's buttons. */
async function dismissToasts(page: Page) {
  const close = page.getByRole('region', { name: 'Notificaciones' }).getByRole('button', { name: 'Cerrar notificación' });
  while ((await close.count()) > 0) await close.first().click();
}

test('offers Publish once a draft is publishable and, pressed, lists the fields publishing still needs', async ({ page }) => {
  // A short suffix: the tablet's projects table, which later lists this draft, has room for words of a name's length only.
  const name = `Huerto solar de prueba ${Date.now().toString(36)}`;
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/projects/new');
  await field(page, 'Nombre').fill(name);
  await field(page, 'Descripción').fill('Corta');
  await page.getByRole('button', { name: 'Guardar como borrador' }).click();
  await expect(toast(page, 'Proyecto guardado como borrador correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  // The defaults hold nine of spec 001 §4's ten fields; without the total funding it is not publishable.
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Financiación' }).click();
  await field(page, 'Financiación total (€)').fill('300000');
  // Unsaved changes: still no Publish.
  await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar como borrador' }).click();
  await expect(page.getByText('Hay cambios sin guardar')).toHaveCount(0);
  const publish = page.getByRole('button', { name: 'Publicar' });
  await expect(publish).toBeEnabled();
  await dismissToasts(page);

  // The description is too short and the dates and terms are missing (spec 001 §5): refused, with the list.
  await publish.click();
  await expect(toast(page, 'Por favor, completa los siguientes campos: Descripción, Fecha de inicio, Fecha de fin, Condiciones de inversión')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Información básica' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Descripción')).toBeFocused();
  await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/spec-publish-missing-phone.png' });
  await expectNoSidewaysScroll(page);
});

test('says why an image or a document could not be deleted', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  // The server refuses every file deletion: the first (an image) with its own reason, the next (a
  // document) with a gateway's page and no reason, so the document's own failure text is shown.
  let deletions = 0;
  await page.route('**/api/projects/files/*', (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    deletions += 1;
    return deletions === 1
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'El almacenamiento no responde' }) })
      : route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' });
  });
  await page.goto('/dashboard/projects');
  await page.getByRole('link', { name: /^Editar Residencial Jardines del Turia/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);

  await page.getByRole('tab', { name: 'Imágenes' }).click();
  const images = page.getByRole('list', { name: 'Imágenes del proyecto' });
  const firstImage = images.getByRole('listitem').first();
  await expect(firstImage).toBeVisible();
  const imagesBefore = await images.getByRole('listitem').count();
  await firstImage.getByRole('button', { name: /^Eliminar imagen / }).click();
  await page.getByRole('dialog', { name: 'Eliminar imagen' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Error al eliminar: El almacenamiento no responde')).toBeVisible();
  await expect(images.getByRole('listitem')).toHaveCount(imagesBefore);

  await page.getByRole('tab', { name: 'Documentos' }).click();
  const documents = page.getByRole('list', { name: 'Documentos del proyecto' });
  await expect(documents.getByRole('listitem').first()).toBeVisible();
  const documentsBefore = await documents.getByRole('listitem').count();
  await documents.getByRole('button', { name: /^Eliminar documento / }).first().click();
  await page.getByRole('dialog', { name: 'Eliminar documento' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Error al eliminar: Error al eliminar el documento')).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(documentsBefore);
  await page.screenshot({ path: '/tmp/spec-delete-failed-phone.png' });
});
