// Four eyes in the browser (issue 57): an admin mints an investment, which then waits "Pendiente de
// aprobación"; on Aprobaciones they cannot decide their own request; a second admin sees the menu's
// count, approves it with a comment and its authenticator app's code (asked for by the step-up dialog), and the investor (on a phone) sees the investment completed. And
// the other way: a second admin rejects a proposed mint with a required comment, on a phone, and the
// first admin can mint again. Screenshots of the screen, both dialogs, the history and the pending
// investment at both viewports.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import type { Investment } from '../../core/investments';
import { proposedRequest } from './support/approvals';
import { expectNoAxeViolations } from './support/axe';
import { investmentAt, screenshotPage, seeToast, signedInPage, takeStep } from './support/investments';
import { loginAsDemo } from './support/login';
import { expectNoSidewaysScroll } from './support/overflow';
import { enrolTotp, nextCode, openSecurity, proveWithCode } from './support/second-factor';
import type { FactorOverview } from '../../core/second-factor';
import { randomUUID } from 'node:crypto';

const admin = DEMO_ACCOUNTS.admin;
const investor = DEMO_ACCOUNTS.investor;

/** A page of its own at the phone's viewport (the project's own is the tablet's), signed in as a demo account. */
async function phonePage(browser: Browser, account: 'investor' | 'admin' | 'admin2'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-ES',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await loginAsDemo(page, account);
  return page;
}

/** The investor's investment, taken by the admin through review and ERIR to the mint step. */
async function investmentAtMint(owner: Page, adminPage: Page): Promise<Investment> {
  let investment = await investmentAt(owner, 'review');
  while (investment.status !== 'mint') investment = await takeStep(adminPage, investment);
  return investment;
}

/** The request's row or card: the one whose subject links to this investment. */
const about = (page: Page, investment: Investment) => page.locator(`a[href="/dashboard/investments/${investment.id}"]`);

const mintSentence = (investment: Investment) => `Mintear ${investment.tokens} tokens de ${investment.project_name} a ${investor.fullName}`;

test('an admin proposes a mint, cannot approve it, a second admin approves it with a comment and their app’s code, and the investor sees it completed', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const owner = await phonePage(browser, 'investor');
  await loginAsDemo(page, 'admin');
  const investment = await investmentAtMint(owner, page);

  // The first admin mints: the step now waits for a second admin, said where its button was.
  await page.goto(`/dashboard/investments/${investment.id}?admin=true`);
  const mint = page.getByRole('region', { name: 'Emisión de tokens' });
  await mint.getByRole('button', { name: 'Mintear tokens' }).click();
  await seeToast(page, 'Enviado para aprobación: otra persona debe aprobarlo.');
  await expect(mint).toContainText('Pendiente de aprobación');
  await expect(mint).toContainText(`Propuesto por ${admin.fullName}`);
  await expect(mint.getByRole('button', { name: 'Mintear tokens' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'tablet-investment-pending');

  // The investor sees what they saw before: the admin's mint is awaited.
  await owner.goto(`/dashboard/investments/${investment.id}`);
  await expect(owner.getByRole('region', { name: 'Emisión de tokens' })).toContainText('Esperando mint de tokens por el admin.');
  await expect(owner.getByText('Pendiente de aprobación')).toHaveCount(0);

  // On Aprobaciones the maker finds the request with the reason they may not decide it.
  await mint.getByRole('link', { name: 'Ver en Aprobaciones' }).click();
  await expect(page).toHaveURL(/\/dashboard\/approvals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprobaciones');
  const ownRow = page.getByRole('table', { name: 'Pendientes' }).getByRole('row').filter({ has: about(page, investment) });
  await expect(ownRow).toContainText(mintSentence(investment));
  await expect(ownRow).toContainText(`${admin.fullName} (tú)`);
  await expect(ownRow).toContainText('No puedes aprobar ni rechazar tu propia solicitud');
  await expect(ownRow.getByRole('button')).toHaveCount(0);
  await expect(ownRow).toContainText(/Caduca en (47|48) h/);

  // The second admin sees the count in the menu, and the request with its decision.
  // The second admin uses an authenticator app: added now, it proves nothing yet, so approving asks for its code.
  const checker = await signedInPage(browser, 'admin2');
  await openSecurity(checker);
  const { secret } = await enrolTotp(checker, 'Móvil de la segunda admin');
  try {
    await approveWithCode(checker, secret, investment);
  } finally {
    await removeFactors(checker);
  }
  await checker.context().close();

  // The approval carried out the mint: the investor sees the investment completed, on their phone.
  await owner.goto(`/dashboard/investments/${investment.id}`);
  await expect(owner.getByRole('region', { name: 'Inversión completada' })).toBeVisible({ timeout: 30_000 });
  await owner.context().close();
});

/** The demo account leaves with no factor, as the specs after this one expect to find it (they sign in with the password alone). */
async function removeFactors(page: Page) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const overview = (await (await page.request.get('/api/auth/factors')).json()) as { data: FactorOverview };
  for (const factor of overview.data.factors) {
    const removed = await page.request.delete(`/api/auth/factors/${factor.id}`, { headers: { origin } });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

/** The second admin finds the request by the menu's count and approves it, proving their factor with the app's code when asked. */
async function approveWithCode(checker: Page, secret: string, investment: Investment) {
  const entry = checker.getByRole('link', { name: /^Aprobaciones/ });
  await expect(entry).toHaveAccessibleName(/^Aprobaciones [1-9]\d* solicitud(es)? pendientes?$/);
  await entry.click();
  await expect(checker).toHaveURL(/\/dashboard\/approvals$/);
  const table = checker.getByRole('table', { name: 'Pendientes' });
  const row = table.getByRole('row').filter({ has: about(checker, investment) });
  await expect(row).toContainText(admin.fullName);
  await expect(row.getByRole('link', { name: `${investor.fullName} · ${investment.project_name}` })).toHaveAttribute('href', `/dashboard/investments/${investment.id}`);
  await expectNoSidewaysScroll(checker);
  await expectNoAxeViolations(checker);
  await screenshotPage(checker, 'tablet-approvals-pending');

  // Rejecting needs a comment: seen, then left.
  await row.getByRole('button', { name: `Rechazar: ${mintSentence(investment)}` }).click();
  const rejectDialog = checker.getByRole('dialog', { name: 'Rechazar la solicitud' });
  await expect(rejectDialog.getByRole('button', { name: 'Rechazar', exact: true })).toBeDisabled();
  await expectNoAxeViolations(checker);
  await checker.screenshot({ path: test.info().outputPath('tablet-reject-dialog.png') });
  await rejectDialog.getByRole('button', { name: 'Cancelar' }).click();

  const comment = 'Transferencia comprobada en el extracto del banco';
  await row.getByRole('button', { name: `Aprobar: ${mintSentence(investment)}` }).click();
  const approveDialog = checker.getByRole('dialog', { name: 'Aprobar la solicitud' });
  await expect(approveDialog).toContainText(`Al aprobar se hará exactamente lo propuesto por ${admin.fullName}: ${mintSentence(investment)}.`);
  await approveDialog.getByLabel('Comentario (opcional)').fill(comment);
  await expectNoAxeViolations(checker);
  await checker.screenshot({ path: test.info().outputPath('tablet-approve-dialog.png') });
  await approveDialog.getByRole('button', { name: 'Aprobar', exact: true }).click();
  // Approving moves tokens: a second factor proved in the last five minutes, asked for now.
  const stepUp = checker.getByRole('dialog', { name: 'Confirma que eres tú' });
  await proveWithCode(stepUp, await nextCode(secret), {
    look: async () => {
      await expectNoAxeViolations(checker);
      await screenshotPage(checker, 'tablet-approve-step-up');
    },
  });
  await expect(stepUp).toBeHidden();
  await seeToast(checker, `Solicitud aprobada: ${mintSentence(investment)}`);
  await expect(row).toHaveCount(0);

  // The history names both people and the comment.
  await checker.getByRole('tab', { name: 'Historial' }).click();
  const decided = checker.getByRole('table', { name: 'Historial' }).getByRole('row').filter({ has: about(checker, investment) });
  await expect(decided).toContainText(admin.fullName);
  await expect(decided).toContainText(`${DEMO_ACCOUNTS.admin2.fullName} (tú)`);
  await expect(decided).toContainText(comment);
  await expect(decided).toContainText('Aprobada');
  await expectNoAxeViolations(checker);
  await screenshotPage(checker, 'tablet-approvals-history');
}

test('a second admin rejects a proposed mint on a phone with a comment, and the first admin can mint again', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const owner = await signedInPage(browser, 'investor');
  await loginAsDemo(page, 'admin');
  const investment = await investmentAtMint(owner, page);
  await owner.context().close();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await proposedRequest(
    await page.request.put(`/api/investment/${investment.id}`, { headers: { origin, 'Idempotency-Key': randomUUID() }, data: { from_status: 'mint' } }),
  );

  // The pending investment on the first admin's phone.
  const makerPhone = await phonePage(browser, 'admin');
  await makerPhone.goto(`/dashboard/investments/${investment.id}?admin=true`);
  await expect(makerPhone.getByRole('region', { name: 'Emisión de tokens' })).toContainText('Pendiente de aprobación');
  await expectNoSidewaysScroll(makerPhone);
  await screenshotPage(makerPhone, 'phone-investment-pending');
  await makerPhone.context().close();

  const checker = await phonePage(browser, 'admin2');
  await checker.goto('/dashboard/approvals');
  const card = checker.getByRole('list', { name: 'Pendientes' }).getByRole('listitem').filter({ has: about(checker, investment) });
  await expect(card).toContainText(admin.fullName);
  await expect(card).toContainText(/Caduca en (47|48) h/);
  await expectNoSidewaysScroll(checker);
  await expectNoAxeViolations(checker);
  await screenshotPage(checker, 'phone-approvals-pending');

  await card.getByRole('button', { name: `Aprobar: ${mintSentence(investment)}` }).click();
  const approveDialog = checker.getByRole('dialog', { name: 'Aprobar la solicitud' });
  await expect(approveDialog.getByRole('button', { name: 'Aprobar', exact: true })).toBeEnabled();
  await checker.screenshot({ path: test.info().outputPath('phone-approve-dialog.png') });
  await approveDialog.getByRole('button', { name: 'Cancelar' }).click();

  await card.getByRole('button', { name: `Rechazar: ${mintSentence(investment)}` }).click();
  const dialog = checker.getByRole('dialog', { name: 'Rechazar la solicitud' });
  const confirm = dialog.getByRole('button', { name: 'Rechazar', exact: true });
  await expect(confirm).toBeDisabled();
  const comment = 'No consta la transferencia en el extracto';
  await dialog.getByLabel('Comentario').fill(comment);
  await expectNoAxeViolations(checker);
  await checker.screenshot({ path: test.info().outputPath('phone-reject-dialog.png') });
  await confirm.click();
  await seeToast(checker, 'Solicitud rechazada');
  await expect(card).toHaveCount(0);

  await checker.getByRole('tab', { name: 'Historial' }).click();
  const decided = checker.getByRole('list', { name: 'Historial' }).getByRole('listitem').filter({ has: about(checker, investment) });
  await expect(decided).toContainText('Rechazada');
  await expect(decided).toContainText(comment);
  await expectNoSidewaysScroll(checker);
  await screenshotPage(checker, 'phone-approvals-history');
  await checker.context().close();

  // Nothing was minted: the first admin may propose the mint again.
  await page.goto(`/dashboard/investments/${investment.id}?admin=true`);
  await expect(page.getByRole('region', { name: 'Emisión de tokens' }).getByRole('button', { name: 'Mintear tokens' })).toBeVisible();
});
