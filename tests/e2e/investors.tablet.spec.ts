// Verified investors on a tablet (1024x1366, spec 001 §2, §4, §5, §8): the demo ERIR user opens
// 'Inversores' from its menu, expands the demo investor, blocks some of its tokens and releases them from
// the blocked-tokens list, is refused an amount beyond the unblocked tokens, reads the history, and
// blocks and unblocks the investor, the row's status changing in place (a release and an unblock once a second
// ERIR user approves them, issue 57); the blocked-tokens list pages
// with 'Cargar más'. A plain investor is sent back to /dashboard. Other tablet specs share the server, so counts are read from the screen, not assumed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { DEMO_PROJECTS } from '../../bff/demo/projects';
import type { InvestorListResponse, TokenBlockResult } from '../../core/investors';
import { approveAsSecondPerson, proposedRequest } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { screenshotPage, seeToast, toast } from './support/investments';
import { loginAsDemo } from './support/login';
import { expectNoSidewaysScroll, sidewaysOverflow } from './support/overflow';
import { smallPages } from './support/small-pages';

const investor = DEMO_ACCOUNTS.investor;
const turia = DEMO_PROJECTS.find((project) => project.key === 'turia')!.name;

/** The screen's dialogs over the page, as the user sees them (the viewport, not the page's full height). */
async function screenshotDialog(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });
}

async function expectTableFits(page: Page): Promise<void> {
  const region = page.getByRole('region', { name: 'Inversores Verificados' });
  expect(await sidewaysOverflow(region)).toBeLessThanOrEqual(0);
}

/** 'N bloqueados' on a project line, or 0 when the line has no such link. */
async function blockedTokens(line: Locator): Promise<number> {
  const link = line.getByRole('button', { name: /^\d+ bloqueados? / });
  if ((await link.count()) === 0) return 0;
  return Number((await link.textContent())?.match(/^(\d+)/)?.[1]);
}

test('an ERIR user blocks and releases tokens and blocks and unblocks an investor, each release approved by a second ERIR user', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAsDemo(page, 'erir');
  const menu = page.getByRole('navigation', { name: 'Menú del panel' });
  // Not an admin: only the screen ERIR acts on, under its own heading.
  await expect(menu.getByRole('heading', { name: 'ERIR' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Inversores' }).click();
  await expect(page).toHaveURL(/\/dashboard\/investors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
  await expect(menu.getByRole('link', { name: 'Inversores' })).toHaveAttribute('aria-current', 'page');

  const table = page.getByRole('table', { name: 'Inversores Verificados' });
  for (const column of ['Nombre', 'Email', 'Estado', 'KYC Aprobado', 'Total Invertido', 'Número de Proyectos', 'Acciones']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: investor.fullName, exact: true }) });
  await expect(row).toContainText(investor.email);
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  await expect(row).toContainText(/\d,\d\d\s€/);
  // The demo's blocked account shows as such; the ERIR user's own row offers no action on itself.
  await expect(table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.blockedInvestor.email }).getByText('Bloqueado', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: DEMO_ACCOUNTS.erir.email }).getByRole('button', { name: /^(Bloquear|Desbloquear) inversor/ })).toHaveCount(0);
  // Every column fits beside the sidebar: the table's own box does not scroll sideways either.
  await expectTableFits(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'investors-tablet-list');

  // Expand: the investments per project, each with its history and 'Bloquear tokens'.
  const toggle = row.getByRole('button', { name: `Inversiones de ${investor.fullName}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lines = page.getByRole('list', { name: `Inversiones por proyecto de ${investor.fullName}` });
  const line = lines.getByRole('listitem').filter({ hasText: turia });
  await expect(line).toContainText(/\d+ tokens/);
  await expect(line).toContainText(/\d,\d\d\s€/);
  await expect(line.getByRole('button', { name: `Historial en «${turia}»` })).toBeVisible();
  await expectTableFits(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'investors-tablet-expanded');

  // Block two tokens: amount and reason both required.
  const blockedBefore = await blockedTokens(line);
  await line.getByRole('button', { name: `Bloquear tokens en «${turia}»` }).click();
  let dialog = page.getByRole('dialog', { name: 'Bloquear tokens' });
  const amount = dialog.getByLabel('Tokens a bloquear');
  await expect(amount).toHaveAttribute('min', '1');
  const max = Number(await amount.getAttribute('max'));
  expect(max).toBeGreaterThanOrEqual(2);
  await expect(amount).toHaveAttribute('placeholder', `Cantidad de tokens (máx. ${max})`);
  const confirm = dialog.getByRole('button', { name: 'Bloquear tokens' });
  await expect(confirm).toBeDisabled();
  await amount.fill('2');
  await expect(confirm).toBeDisabled();
  const reason = 'Embargo judicial pendiente de resolución';
  await dialog.getByLabel('Motivo').fill(reason);
  await expectNoAxeViolations(page);
  await screenshotDialog(page, 'investors-dialog-block-tokens');
  await confirm.click();
  await seeToast(page, 'Tokens bloqueados correctamente');
  await expect(dialog).toHaveCount(0);
  // The list was read again: the line counts the new blocking.
  await expect(line.getByRole('button', { name: `${blockedBefore + 2} bloqueados en «${turia}»` })).toBeVisible();

  // More than the tokens not blocked yet: the spec's toast, nothing sent.
  await line.getByRole('button', { name: `Bloquear tokens en «${turia}»` }).click();
  dialog = page.getByRole('dialog', { name: 'Bloquear tokens' });
  await expect(dialog.getByLabel('Tokens a bloquear')).toHaveAttribute('max', String(max - 2));
  await dialog.getByLabel('Tokens a bloquear').fill(String(max - 1));
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Bloquear tokens' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Cantidad de tokens inválida');
  await expect(toast(page, 'Cantidad de tokens inválida')).toBeVisible();
  await expect(dialog.getByLabel('Tokens a bloquear')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);

  // The blocked tokens, read from the server; the new blocking released with its own button.
  await line.getByRole('button', { name: `${blockedBefore + 2} bloqueados en «${turia}»` }).click();
  dialog = page.getByRole('dialog', { name: 'Tokens bloqueados' });
  const blocking = dialog.getByRole('listitem').filter({ hasText: reason });
  await expect(blocking).toHaveCount(1);
  await expect(blocking).toContainText('2 tokens');
  await expect(blocking).toContainText(/Desde el \d\d\/\d\d\/\d{4}, \d\d:\d\d por Javier Ruiz Navarro/);
  await expectNoAxeViolations(page);
  await screenshotDialog(page, 'investors-dialog-blocked-tokens');
  // The release waits for a second person (issue 57): a second ERIR user approves it.
  await blocking.getByRole('button', { name: /^Desbloquear 2 tokens del / }).click();
  await expect(toast(page, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
  await expect(blocking.getByRole('link', { name: 'Pendiente de aprobación' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await approveAsSecondPerson(browser, (request) => request.kind === 'tokens.release' && request.effect.investor === investor.fullName && request.effect.tokens === 2, 'erir2');
  await page.reload();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(await blockedTokens(line)).toBe(blockedBefore);

  // The history: the mints of the project, with date and time.
  await line.getByRole('button', { name: `Historial en «${turia}»` }).click();
  dialog = page.getByRole('dialog', { name: 'Historial' });
  const mints = dialog.getByRole('table', { name: 'Emisiones de tokens' });
  await expect(mints.locator('tbody tr').first()).toContainText(/\d\d\/\d\d\/\d{4}, \d\d:\d\d/);
  await expect(mints.locator('tbody tr').first()).toContainText(/\d,\d\d\s€/);
  await expectNoAxeViolations(page);
  await screenshotDialog(page, 'investors-dialog-history');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);

  // Block the investor: a reason is required; the row says 'Bloqueado' without a reload.
  await row.getByRole('button', { name: `Bloquear inversor ${investor.fullName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Bloquear inversor' });
  await expect(dialog).toContainText(investor.email);
  await expect(dialog.getByRole('button', { name: 'Bloquear', exact: true })).toBeDisabled();
  await dialog.getByLabel('Motivo').fill('Documentación de origen de fondos pendiente');
  await screenshotDialog(page, 'investors-dialog-block-investor');
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await seeToast(page, 'Inversor bloqueado correctamente');
  await expect(row.getByText('Bloqueado', { exact: true })).toBeVisible();
  await expectTableFits(page);
  // In place: the expanded investments stayed open.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await row.getByRole('button', { name: `Desbloquear inversor ${investor.fullName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Desbloquear inversor' });
  await expect(dialog.getByRole('button', { name: 'Desbloquear', exact: true })).toBeDisabled();
  await dialog.getByLabel('Motivo').fill('Documentación recibida y verificada');
  await expectNoAxeViolations(page);
  await screenshotDialog(page, 'investors-dialog-unblock-investor');
  await dialog.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  // The unblock waits for a second person (issue 57): a second ERIR user approves it.
  await seeToast(page, 'Enviado para aprobación: otra persona debe aprobarlo.');
  await expect(row.getByRole('link', { name: 'Pendiente de aprobación' })).toBeVisible();
  await approveAsSecondPerson(browser, (request) => request.kind === 'investor.unblock' && request.effect.investor === investor.fullName, 'erir2');
  await page.reload();
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the blocked-tokens list loads a page at a time with 'Cargar más', every blocking once", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAsDemo(page, 'erir');
  const origin = new URL(page.url()).origin;
  const list = (await (await page.request.get(`/api/investors?q=${encodeURIComponent(investor.email)}`)).json()) as InvestorListResponse;
  const holding = list.data[0]!.investments.find((line) => line.project_name === turia)!;
  const reasons = ['Paginada uno', 'Paginada dos', 'Paginada tres'];
  const made: string[] = [];
  for (const reason of reasons) {
    const answer = await page.request.post('/api/block', { headers: { origin }, data: { type: 'tokens', action: 'block', userId: list.data[0]!.id, projectId: holding.project_id, amount: 1, reason } });
    expect(answer.status(), await answer.text()).toBe(200);
    made.push(((await answer.json()) as { data: TokenBlockResult }).data.blocking.id);
  }
  // One blocking per page instead of 20: the three new ones and any before them take several pages.
  await smallPages(page, '/api/blockings', 1);
  await page.goto('/dashboard/investors');
  const row = page.getByRole('table', { name: 'Inversores Verificados' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: investor.fullName, exact: true }) });
  await row.getByRole('button', { name: `Inversiones de ${investor.fullName}` }).click();
  const line = page.getByRole('list', { name: `Inversiones por proyecto de ${investor.fullName}` }).getByRole('listitem').filter({ hasText: turia });
  await line.getByRole('button', { name: /^\d+ bloqueados? en/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tokens bloqueados' });
  const items = dialog.getByRole('list', { name: 'Bloqueos de tokens' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  // Newest first: the last one made opens the list.
  await expect(items.first()).toContainText(reasons[2]!);
  const more = dialog.getByRole('button', { name: 'Cargar más' });
  await screenshotDialog(page, 'investors-dialog-blocked-first-page');
  while (await more.isVisible()) {
    const shown = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(shown);
  }
  for (const reason of reasons) await expect(items.filter({ hasText: reason })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/i54-blocked-tokens-all-pages.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  // Released again, each by two people: the holding is as the other tests expect it.
  for (const blockingId of made) {
    await proposedRequest(await page.request.post('/api/block', { headers: { origin }, data: { type: 'tokens', action: 'unblock', blockingId, reason: 'Desbloqueo de tokens' } }));
    await approveAsSecondPerson(browser, blockingId, 'erir2');
  }
});

test('a plain investor has no Inversores entry and is sent back to /dashboard', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await expect(page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Inversores' })).toHaveCount(0);
  await page.goto('/dashboard/investors');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Inversores Verificados' })).toHaveCount(0);
});
