// The admins' chain page on a tablet (1024x1366) and a phone (390x844): the admin opens 'Cadena' from the
// menu and sees the embedded network, the agent's address and gas without a warning, the commands per
// state and the reconciliation not done yet; the pending and failed commands in their tabs. The states
// the demo chain does not reach (a failed command to retry, a reconciliation with differences) are
// answered here, to check how they read, as is an installation without a chain. Differences also show on
// every other admin page, with a link to the chain page; never to an ERIR user, nor while green.
import { expect, test, type Page } from '@playwright/test';
import type { ChainCommand, ChainReconciliation, ChainStatus } from '../../core/chain';
import { expectNoAxeViolations } from './support/axe';
import { seeToast } from './support/investments';
import { expectNoSidewaysScroll } from './support/overflow';
import { loginAsDemo } from './support/login';

const SHOTS = '/work/shots/page';

async function shot(page: Page, name: string): Promise<void> {
  // The dashboard scrolls inside .dash-scroll: the viewport is made as tall as the content for the shot.
  const viewport = page.viewportSize()!;
  const height = await page.locator('.dash-scroll').evaluate((el) => el.scrollHeight + (window.innerHeight - el.clientHeight));
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(height)) });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
  await page.setViewportSize(viewport);
}

const FAILED: ChainCommand = {
  id: 4242,
  kind: 'set_address_frozen',
  status: 'failed',
  subject: { type: 'user', id: '0b6f3c1e-2222-4d4d-8e8e-000000000001', label: 'bloqueado@tokenia.es' },
  project: { id: '7d1c1d8e-1111-4c4c-9c9c-0000000000ff', name: 'Mirador del Puerto' },
  nonce: 17,
  tx_hash: `0x${'ab12'.repeat(16)}`,
  attempts: 0,
  error: 'reverted on chain',
  created_at: '2026-03-02T09:15:00.000000Z',
  updated_at: '2026-03-02T09:15:01.000000Z',
  can: { retry: true },
};

test('an admin opens the chain page from the menu: network, agent, gas, counts and the command tabs', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsDemo(page, 'admin');
  await page.getByRole('link', { name: 'Cadena', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/chain$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cadena');
  await expect(page.getByRole('link', { name: 'Cadena', exact: true })).toHaveAttribute('aria-current', 'page');

  const status = (await (await page.request.get('/api/chain')).json()).data as ChainStatus;
  const network = page.locator('.chain-panel').filter({ hasText: 'Red' }).first();
  await expect(network).toContainText('Anvil (local)');
  await expect(network).toContainText(String(status.chain_id));
  await expect(network).toContainText(status.rpc_url!);
  const agent = page.locator('.chain-panel').filter({ hasText: 'Cuenta del agente' });
  await expect(agent).toContainText(status.agent.address);
  await expect(agent).toContainText(/\d[\d.]*,\d{2,4} ETH/);
  await expect(page.getByText('Queda poco gas')).toHaveCount(0);
  const counts = page.locator('.chain-panel').filter({ hasText: 'Comandos por estado' });
  for (const state of ['Pendiente', 'Firmado', 'Enviado', 'Confirmado', 'Fallido']) await expect(counts.getByText(state, { exact: true })).toBeVisible();
  await expect(counts.locator('div').filter({ hasText: 'Confirmado' }).locator('dd')).toHaveText(/^[1-9]\d*$/);
  // The BFF reconciles a minute after it starts: before that, no reconciliation; after, the demo's is green.
  await expect(page.locator('.chain-panel').filter({ hasText: 'Última reconciliación' })).toContainText(/Sin reconciliar todavía|Diferencias\s*0/);
  await expect(page.getByText(/El registro y la cadena no coinciden/)).toHaveCount(0);

  await expect(page.getByRole('tab', { name: 'Pendientes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Fallidos' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'chain-tablet');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('.chain-panel').filter({ hasText: 'Cuenta del agente' })).toContainText(status.agent.address);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'chain-phone');
});

test('a failed command is retried after a confirmation; differences in the reconciliation show a red banner', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  const status = (await (await page.request.get('/api/chain')).json()).data as ChainStatus;
  let retried = false;
  await page.route('**/api/chain', (route) =>
    route.fulfill({ json: { success: true, data: { ...status, last_reconciliation: { at: '2026-03-02T09:00:00.000Z', holdings: 12, differences: 2 } } } }),
  );
  await page.route('**/api/chain/commands?*', (route) =>
    route.fulfill({ json: { success: true, data: new URL(route.request().url()).searchParams.get('status') === 'failed' && !retried ? [FAILED] : [], nextCursor: null } }),
  );
  await page.route(`**/api/chain/commands/${FAILED.id}/retry`, (route) => {
    retried = true;
    return route.fulfill({ json: { success: true } });
  });
  await page.goto('/dashboard/chain');
  await expect(page.getByRole('alert').filter({ hasText: 'El registro y la cadena no coinciden' })).toContainText('2 diferencias');

  await page.getByRole('tab', { name: 'Fallidos' }).click();
  const row = page.getByRole('table', { name: 'Fallidos' }).getByRole('row').filter({ hasText: 'Congelar o descongelar una wallet' });
  await expect(row).toContainText('Token de Mirador del Puerto');
  await expect(row).toContainText('bloqueado@tokenia.es');
  await expect(row).toContainText('Nonce 17');
  await expect(row).toContainText('reverted on chain');
  await expectNoAxeViolations(page);
  await shot(page, 'chain-tablet-failed');

  await row.getByRole('button', { name: 'Reintentar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reintentar el comando' });
  await expect(dialog).toContainText('El comando n.º 4242 (Congelar o descongelar una wallet) vuelve a la cola');
  await shot(page, 'chain-tablet-retry-dialog');
  await dialog.getByRole('button', { name: 'Reintentar' }).click();
  await seeToast(page, 'El comando n.º 4242 vuelve a estar en la cola');
  await expect(page.getByText('No hay comandos fallidos')).toBeVisible();

  retried = false;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('tab', { name: 'Fallidos' }).click();
  await expect(page.getByRole('list', { name: 'Fallidos' }).getByRole('listitem')).toContainText('reverted on chain');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'chain-phone-failed');
});

test('an installation without a chain says so instead of the page', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  const off = { success: false, error: 'Esta instalación no tiene cadena de bloques', code: 'chain_off' };
  await page.route('**/api/chain', (route) => route.fulfill({ status: 404, json: off }));
  await page.route('**/api/chain/commands?*', (route) => route.fulfill({ status: 404, json: off }));
  await page.goto('/dashboard/chain');
  await expect(page.getByText('Esta instalación no tiene cadena de bloques: los tokens solo constan en el registro de la plataforma.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'chain-tablet-off');
});

const DIFFERING: ChainReconciliation = { at: '2026-03-02T09:00:00.000Z', holdings: 12, differences: 2 };
const mismatchBanner = (page: Page) => page.getByRole('alert').filter({ hasText: 'El registro y la cadena no coinciden' });

test('differences in the last reconciliation show a red banner on every admin page, with a link to the chain page', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsDemo(page, 'admin');
  // The real answer: the demo's run is green, or none has run yet (the BFF reconciles a minute after it starts).
  const real = await page.request.get('/api/chain/reconciliation');
  expect(real.status()).toBe(200);
  expect(((await real.json()) as { data: ChainReconciliation | null }).data?.differences ?? 0).toBe(0);

  // The differences a run would find (as chain-reconcile.test.ts makes the server find them).
  let last: ChainReconciliation | null = DIFFERING;
  await page.route('**/api/chain/reconciliation', (route) => route.fulfill({ json: { success: true, data: last } }));
  const status = (await (await page.request.get('/api/chain')).json()).data as ChainStatus;
  await page.route('**/api/chain', (route) => route.fulfill({ json: { success: true, data: { ...status, last_reconciliation: last } } }));

  await page.goto('/dashboard/investors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
  await expect(mismatchBanner(page)).toContainText('2 diferencias en la reconciliación del 02/03/2026');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shot(page, 'chain-banner-investors-tablet');

  // Another admin screen keeps it; the chain page shows its own, once, and no link to itself.
  await page.getByRole('link', { name: 'Registro de auditoría', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(mismatchBanner(page)).toBeVisible();
  await mismatchBanner(page).getByRole('link', { name: 'Ir a la página Cadena' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chain$/);
  await expect(mismatchBanner(page)).toHaveCount(1);
  await expect(mismatchBanner(page).getByRole('link')).toHaveCount(0);

  // Green, or never reconciled: no banner.
  for (const answer of [{ ...DIFFERING, differences: 0 }, null]) {
    last = answer;
    await page.goto('/dashboard/investors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
    await page.waitForResponse('**/api/chain/reconciliation');
    await expect(mismatchBanner(page)).toHaveCount(0);
  }
});

test('an ERIR user never gets the banner, nor asks for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/chain')) asked.push(request.url());
  });
  await page.route('**/api/chain/reconciliation', (route) => route.fulfill({ json: { success: true, data: DIFFERING } }));
  await loginAsDemo(page, 'erir');
  await page.goto('/dashboard/investors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inversores Verificados');
  await expect(page.getByRole('region', { name: 'Inversores Verificados' })).toBeVisible();
  await expect(mismatchBanner(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
