// The project management screens on a phone: the list as cards (no table, nothing to scroll sideways),
// the form's tab row scrolling sideways to the selected tab, and the breadcrumb fitting the header.
import { expect, test } from '@playwright/test';
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
