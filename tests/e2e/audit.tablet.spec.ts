// The audit log on a tablet (1024x1366) and a phone (390x844): an admin blocks and unblocks a project,
// opens 'Registro de auditoría' from the admin menu, sees the chain verified, filters by action (kept in
// the address), opens an entry to read what it changed; the table becomes cards on a phone. Reads of
// personal data (the investors list, a KYC application) show by name, without the data read. A broken
// chain turns the banner red and names the entry.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AuditVerification } from '../../core/audit';
import type { ProjectListResponse } from '../../core/projects';
import { approveAsSecondPerson, proposedRequest } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { screenshotPage } from './support/investments';
import { expectNoSidewaysScroll } from './support/overflow';
import { loginAsDemo } from './support/login';

const REASON = 'Revisión periódica de la auditoría';

/** An active project blocked and unblocked by the admin, through the API the screens use (the unblock approved by a second admin). */
async function blockAndUnblock(page: Page, browser: Browser): Promise<string> {
  const origin = new URL(page.url()).origin;
  const list = (await (await page.request.get('/api/projects?admin=true&status=active&limit=1')).json()) as ProjectListResponse;
  const project = list.data[0]!;
  const block = await page.request.post('/api/block', { headers: { origin }, data: { type: 'project', action: 'block', projectId: project.id, reason: REASON } });
  expect(block.status(), await block.text()).toBe(200);
  await proposedRequest(await page.request.post('/api/block', { headers: { origin }, data: { type: 'project', action: 'unblock', projectId: project.id, reason: REASON } }));
  await approveAsSecondPerson(browser, project.id);
  return project.id;
}

test('an admin checks the chain, filters by action and reads what an entry changed, as a table and as cards', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAsDemo(page, 'admin');
  const projectId = await blockAndUnblock(page, browser);

  await page.getByRole('link', { name: 'Registro de auditoría' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de auditoría');
  await expect(page.getByRole('link', { name: 'Registro de auditoría' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: 'La cadena de auditoría es íntegra' })).toContainText(/La cadena de auditoría es íntegra \(\d+ registros\)/);

  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  for (const column of ['Fecha', 'Actor', 'Acción', 'Objeto']) await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  // The demo data's own entry, written by the system: the oldest row, so asked for by its action (the
  // first page holds only the newest entries, and the earlier tests' reads and steps fill it).
  await page.getByLabel('Acción').selectOption({ label: 'Datos de demostración creados' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit\?action=demo\.seed$/);
  await expect(table.getByRole('row').filter({ hasText: 'Datos de demostración creados' })).toContainText('Sistema');

  await page.getByLabel('Acción').selectOption({ label: 'Proyecto bloqueado' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit\?action=project\.block$/);
  const actions = table.locator('tbody th .audit-action__label');
  await expect(actions.first()).toBeVisible();
  expect(new Set(await actions.allTextContents())).toEqual(new Set(['Proyecto bloqueado']));
  const row = table.getByRole('row').filter({ hasText: projectId }).first();
  await expect(row).toContainText('Proyecto bloqueado');
  await expect(row).toContainText('project.block');

  const toggle = row.getByRole('button', { name: /^Ver cambios de «Proyecto bloqueado» del/ });
  await toggle.click();
  await expect(row.getByRole('button', { name: /^Ocultar cambios/ })).toHaveAttribute('aria-expanded', 'true');
  const changes = page.getByRole('region', { name: 'Cambios registrados' });
  await expect(changes.locator('.audit-change').filter({ hasText: 'status' })).toContainText('Antes: active');
  await expect(changes.locator('.audit-change').filter({ hasText: 'status' })).toContainText('Después: blocked');
  await expect(changes.locator('.audit-change').filter({ hasText: 'reason' })).toContainText(REASON);
  await expect(changes).toContainText(/Huella \(SHA-256\) [0-9a-f]{64}/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'audit-tablet');

  // The filter lives in the address: opened again, the form shows it and the list keeps to it.
  await page.goto('/dashboard/audit?action=project.unblock&target_type=project');
  await expect(page.getByLabel('Acción')).toHaveValue('project.unblock');
  await expect(page.getByLabel('Tipo de objeto')).toHaveValue('project');
  await expect(table.getByRole('row').filter({ hasText: projectId }).first()).toContainText('Proyecto desbloqueado');
  // A range that ends before it starts is refused in place, before any request.
  await page.getByLabel('Desde').fill('2026-03-02');
  await page.getByLabel('Hasta').fill('2026-03-01');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('La fecha final no puede ser anterior a la inicial')).toBeVisible();
  await expect(page.getByLabel('Hasta')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);

  // On a phone the entries are cards, nothing scrolls sideways; the filters fold under 'Filtros'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/audit?action=project.block');
  const folded = page.locator('summary').filter({ hasText: 'Filtros (1 activo)' });
  await expect(folded).toBeVisible();
  await expect(page.getByLabel('Acción')).toBeHidden();
  const cards = page.getByRole('list', { name: 'Registro de auditoría' });
  const card = cards.getByRole('listitem').filter({ hasText: projectId }).first();
  await expect(card).toContainText('Proyecto bloqueado');
  await expect(page.getByRole('table')).toHaveCount(0);
  await card.getByRole('button', { name: /^Ver cambios/ }).click();
  await expect(card.getByRole('region', { name: 'Cambios registrados' })).toContainText(REASON);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'audit-phone');
  await folded.click();
  await expect(page.getByLabel('Acción')).toHaveValue('project.block');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'audit-phone-filters');
});

test('reads of personal data show on the audit screen by name: who read which, never what', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  const origin = new URL(page.url()).origin;
  // The admin opens the investors list and the application of the demo's account under review.
  await page.goto('/dashboard/investors');
  await expect(page.getByRole('table', { name: 'Inversores Verificados' })).toBeVisible();
  const queue = (await (await page.request.get('/api/admin/kyc/applications', { headers: { origin } })).json()) as { data: { id: string }[] };
  const applicationId = queue.data[0]!.id;
  await page.goto(`/dashboard/users-kyc/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  await page.goto('/dashboard/audit');
  await page.getByLabel('Acción').selectOption({ label: 'Lista de inversores consultada' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit\?action=investor\.list_read$/);
  const listRead = table.getByRole('row').filter({ hasText: 'Lista de inversores consultada' }).first();
  await expect(listRead).toContainText('admin@tokenia.es');
  await listRead.getByRole('button', { name: /^Ver cambios/ }).click();
  await expect(page.getByRole('region', { name: 'Cambios registrados' }).locator('.audit-change').filter({ hasText: 'search' })).toContainText('Después: false');

  await page.goto('/dashboard/audit?action=kyc.application_read');
  const applicationRead = table.getByRole('row').filter({ hasText: applicationId }).first();
  await expect(applicationRead).toContainText('Solicitud de KYC consultada');
  await applicationRead.getByRole('button', { name: /^Ver cambios/ }).click();
  const changes = page.getByRole('region', { name: 'Cambios registrados' });
  await expect(changes.locator('.audit-change').filter({ hasText: 'status' })).toContainText('Después: SUBMITTED');
  await expect(changes).not.toContainText('Castro');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/i54-audit-reads.png', fullPage: true });
});

test('a broken chain turns the banner red and names the first broken entry', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  // The e2e server's database lives inside it (PGlite): the verdict of a tampered chain is answered here
  // as GET /api/audit/verify gives it (tests/integration/audit.test.ts breaks a real one).
  const broken: AuditVerification = { ok: false, rows: 41, broken: { id: 42, reason: 'hash_mismatch' }, checked_at: new Date().toISOString() };
  await page.route('**/api/audit/verify', (route) => route.fulfill({ json: { success: true, data: broken } }));
  await page.goto('/dashboard/audit');
  const alert = page.getByRole('alert').filter({ hasText: 'La cadena de auditoría está rota' });
  await expect(alert).toContainText('La cadena de auditoría está rota en el registro n.º 42: su contenido no coincide con su huella (se modificó)');
  await expect(alert).toContainText('Los 41 registros anteriores son correctos');
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'audit-broken');
});
