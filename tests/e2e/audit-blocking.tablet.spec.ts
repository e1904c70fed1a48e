// Blocking on the record, on a tablet (1024x1366): the demo ERIR user blocks and unblocks the demo
// investor and blocks some of its tokens on 'Inversores'; the demo admin, in a browser of its own, finds
// those actions on 'Registro de auditoría' under their names (the token block by the action filter, then
// opened to show the frozen tokens before → after), the chain verified; downloads the holder register and
// finds the holding as the screen shows it (BOM, Spanish headers, ';'), and then the export itself on the
// log. The ERIR user releases the tokens at the end. The account's unblock and the release wait for a
// second ERIR user (issue 57), who approves them through the API. Other specs share the server (investors.tablet
// blocks and releases tokens of the same holding): counts are read from the screen, never assumed.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { DEMO_PROJECTS } from '../../bff/demo/projects';
import { approveAsSecondPerson } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { screenshotPage, seeToast, signedInPage, toast } from './support/investments';
import { expectNoSidewaysScroll } from './support/overflow';
import { loginAsDemo } from './support/login';
import { parseCsv } from '../fixtures/csv';

const investor = DEMO_ACCOUNTS.investor;
const erir = DEMO_ACCOUNTS.erir;
const admin = DEMO_ACCOUNTS.admin;
const turia = DEMO_PROJECTS.find((project) => project.key === 'turia')!.name;
const TOKENS = 3;
const REGISTER_HEADER = 'Proyecto;ID proyecto;Nombre;Documento de identidad;Email;Wallet;Tokens;Tokens bloqueados;Importe invertido (EUR);Último minteo;Estado del inversor;Tokens en la cadena';

interface Holding {
  tokens: number;
  blocked: number;
  /** Euros as the register writes them, 1234,56. */
  euros: string;
}

/** The demo investor's row on 'Inversores' (searched by e-mail, so other specs' investors never push it to a later page), opened. */
async function openInvestor(page: Page): Promise<{ row: Locator; line: Locator }> {
  await page.goto(`/dashboard/investors?q=${encodeURIComponent(investor.email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
  const table = page.getByRole('table', { name: 'Inversores Verificados' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: investor.fullName, exact: true }) });
  const toggle = row.getByRole('button', { name: `Inversiones de ${investor.fullName}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const line = page.getByRole('list', { name: `Inversiones por proyecto de ${investor.fullName}` }).getByRole('listitem').filter({ hasText: turia });
  await expect(line).toContainText(/\d+ tokens/);
  return { row, line };
}

/** The holding as its line shows it now: tokens, 'N bloqueados' (0 without the link) and euros (NaN, '' when missing). */
async function holdingOnScreen(line: Locator): Promise<Holding> {
  const figures = (await line.locator('.investor-line__figures').innerText()).replace(/\s+/g, ' ');
  const tokens = figures.match(/(\d[\d.]*) tokens?/)?.[1] ?? '';
  const euros = figures.match(/(\d[\d.]*,\d\d) €/)?.[1] ?? '';
  const link = line.getByRole('button', { name: /^\d+ bloqueados? / });
  const blocked = (await link.count()) === 0 ? 0 : Number((await link.textContent())?.match(/^(\d+)/)?.[1]);
  return { tokens: tokens ? Number(tokens.replaceAll('.', '')) : NaN, blocked, euros: euros.replaceAll('.', '') };
}

/** The `data` of the app's own POST /api/block answer (the ids it names pick this test's entries out of the log). */
async function blockAnswer<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}
const blockPost = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/block') && r.request().method() === 'POST');

test('an ERIR user blocks and unblocks an investor and tokens; an admin finds those actions on the audit page and downloads the register', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const tokenReason = `Orden de retención ${stamp}`;

  // The ERIR user: the investor blocked and unblocked, then some of its Turia tokens blocked.
  await loginAsDemo(page, 'erir');
  const { row, line } = await openInvestor(page);
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Bloquear inversor ${investor.fullName}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Bloquear inversor' });
  await dialog.getByLabel('Motivo').fill(`Revisión de la cuenta ${stamp}`);
  const blockedAccount = blockPost(page);
  await dialog.getByRole('button', { name: 'Bloquear', exact: true }).click();
  const investorId = (await blockAnswer<{ id: string; status: string }>(blockedAccount)).id;
  await seeToast(page, 'Inversor bloqueado correctamente');
  await expect(row.getByText('Bloqueado', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Desbloquear inversor ${investor.fullName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Desbloquear inversor' });
  await dialog.getByLabel('Motivo').fill(`Cuenta revisada ${stamp}`);
  await dialog.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  // The unblock waits for a second person (issue 57): the second ERIR user approves it.
  await seeToast(page, 'Enviado para aprobación: otra persona debe aprobarlo.');
  await approveAsSecondPerson(browser, investorId, 'erir2');
  await openInvestor(page);
  await expect(row.getByText('Activo', { exact: true })).toBeVisible();

  const before = await holdingOnScreen(line);
  expect(before.tokens).toBeGreaterThan(0);
  expect(before.euros).toMatch(/^\d+,\d\d$/);
  await line.getByRole('button', { name: `Bloquear tokens en «${turia}»` }).click();
  dialog = page.getByRole('dialog', { name: 'Bloquear tokens' });
  expect(Number(await dialog.getByLabel('Tokens a bloquear').getAttribute('max'))).toBeGreaterThanOrEqual(TOKENS);
  await dialog.getByLabel('Tokens a bloquear').fill(String(TOKENS));
  await dialog.getByLabel('Motivo').fill(tokenReason);
  const blockedTokens = blockPost(page);
  await dialog.getByRole('button', { name: 'Bloquear tokens' }).click();
  const blockingId = (await blockAnswer<{ blocking: { id: string } }>(blockedTokens)).blocking.id;
  await seeToast(page, 'Tokens bloqueados correctamente');
  await expect(dialog).toHaveCount(0);
  const blockedLink = line.getByRole('button', { name: `${before.blocked + TOKENS} bloqueados en «${turia}»` });
  await expect(blockedLink).toBeVisible();
  const afterBlock = await holdingOnScreen(line);
  expect(afterBlock).toEqual({ ...before, blocked: before.blocked + TOKENS });

  // The admin, in a browser of its own: the token block under its name, by the action filter.
  const adminPage = await signedInPage(browser, 'admin');
  try {
    await adminPage.getByRole('link', { name: 'Registro de auditoría' }).click();
    await expect(adminPage).toHaveURL(/\/dashboard\/audit$/);
    const chainOk = adminPage.getByRole('status').filter({ hasText: 'La cadena de auditoría es íntegra' });
    await expect(chainOk).toContainText(/La cadena de auditoría es íntegra \(\d+ registros\)/);
    await adminPage.getByLabel('Acción').selectOption({ label: 'Tokens bloqueados' });
    await adminPage.getByRole('button', { name: 'Filtrar' }).click();
    await expect(adminPage).toHaveURL(/\/dashboard\/audit\?action=tokens\.block$/);
    const table = adminPage.getByRole('table', { name: 'Registro de auditoría' });
    const labels = table.locator('tbody th .audit-action__label');
    await expect(labels.first()).toBeVisible();
    expect(new Set(await labels.allTextContents())).toEqual(new Set(['Tokens bloqueados']));
    const entry = table.getByRole('row').filter({ hasText: blockingId });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('.audit-actor__name')).toHaveText(erir.fullName);
    await expect(entry.locator('.audit-action__label')).toHaveText('Tokens bloqueados');
    await expect(entry.locator('.audit-action__code')).toHaveText('tokens.block');
    await expect(entry.locator('.audit-target__type')).toHaveText('Bloqueo');

    await entry.getByRole('button', { name: /^Ver cambios de «Tokens bloqueados» del/ }).click();
    await expect(entry.getByRole('button', { name: /^Ocultar cambios/ })).toHaveAttribute('aria-expanded', 'true');
    const changes = adminPage.getByRole('region', { name: 'Cambios registrados' });
    const change = (field: string) => changes.locator('.audit-change').filter({ has: adminPage.locator('dt', { hasText: new RegExp(`^${field}$`) }) });
    await expect(change('frozen_tokens')).toContainText(`Antes: ${before.blocked}`);
    await expect(change('frozen_tokens')).toContainText(`Después: ${before.blocked + TOKENS}`);
    await expect(change('tokens')).toContainText(`Después: ${TOKENS}`);
    await expect(change('user_id')).toContainText(investorId);
    await expect(change('reason')).toContainText(tokenReason);
    await expect(changes).toContainText(/Huella \(SHA-256\) [0-9a-f]{64}/);
    const projectId = (await change('project_id').locator('.audit-change__after').textContent())!.replace(/^Después:\s*/, '').trim();
    await expectNoSidewaysScroll(adminPage);
    await expectNoAxeViolations(adminPage);
    await screenshotPage(adminPage, 'audit-blocking');

    // The account's block and release, under the names of who did them (the release carried out by its
    // approver), by the investor's id (kept in the address).
    await adminPage.goto(`/dashboard/audit?target_type=user&target_id=${investorId}`);
    const accountActions = table.locator('tbody tr').filter({ hasText: new RegExp(`${erir.fullName}|${DEMO_ACCOUNTS.erir2.fullName}`) }).locator('.audit-action__label');
    await expect(accountActions.first()).toBeVisible();
    expect(await accountActions.allTextContents()).toEqual(expect.arrayContaining(['Inversor desbloqueado', 'Inversor bloqueado']));

    // The holder register: the holding as the admin's screen shows it, the same the ERIR user saw.
    const { line: adminLine } = await openInvestor(adminPage);
    const shown = await holdingOnScreen(adminLine);
    expect(shown).toEqual(afterBlock);
    const downloading = adminPage.waitForEvent('download');
    await adminPage.getByRole('link', { name: 'Exportar registro (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^registro-titulares-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(REGISTER_HEADER);
    const [header, ...records] = parseCsv(text);
    const column = (name: string) => header!.indexOf(name);
    const holdings = records.filter((record) => record[column('Email')] === investor.email && record[column('Proyecto')] === turia);
    expect(holdings).toHaveLength(1);
    const holding = holdings[0]!;
    expect(holding[column('ID proyecto')]).toBe(projectId);
    expect(holding[column('Tokens')]).toBe(String(shown.tokens));
    expect(holding[column('Tokens bloqueados')]).toBe(String(shown.blocked));
    expect(holding[column('Importe invertido (EUR)')]).toBe(shown.euros);
    expect(holding[column('Estado del inversor')]).toBe('ACTIVE');
    // The demo's mints are on the embedded chain: the wallet holds what the register says.
    expect(holding[column('Tokens en la cadena')]).toBe(String(shown.tokens));
    expect(holding[column('Último minteo')]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

    // The export on the log: the newest register.export, the admin's, counting the rows just read.
    await adminPage.goto('/dashboard/audit?action=register.export');
    const exported = table.locator('tbody tr.audit-table__row').first();
    await expect(exported.locator('.audit-action__label')).toHaveText('Registro de titulares exportado');
    await expect(exported.locator('.audit-action__code')).toHaveText('register.export');
    await expect(exported.locator('.audit-actor__name')).toHaveText(admin.fullName);
    await exported.getByRole('button', { name: /^Ver cambios de «Registro de titulares exportado» del/ }).click();
    await expect(change('holdings')).toContainText(`Después: ${records.length}`);
    await expect(chainOk).toBeVisible();
    await expectNoAxeViolations(adminPage);

    // The ERIR user releases the tokens; the blocking's entries then read block and release.
    await blockedLink.click();
    dialog = page.getByRole('dialog', { name: 'Tokens bloqueados' });
    const blocking = dialog.getByRole('listitem').filter({ hasText: tokenReason });
    await blocking.getByRole('button', { name: new RegExp(`^Desbloquear ${TOKENS} tokens del `) }).click();
    await expect(toast(page, 'Enviado para aprobación: otra persona debe aprobarlo.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    await approveAsSecondPerson(browser, blockingId, 'erir2');
    await openInvestor(page);
    await expect.poll(() => holdingOnScreen(line)).toEqual(before);
    await adminPage.goto(`/dashboard/audit?target_type=blocking&target_id=${blockingId}`);
    await expect(table.locator('tbody th .audit-action__label')).toHaveText(['Tokens desbloqueados', 'Tokens bloqueados']);
  } finally {
    await adminPage.context().close();
  }
});
