// Investing on a phone (390x844, spec 001 §2-§6): the project's funding card, the amount rules as the
// investor types, the investment created once even when its answer is lost, the whitepaper accepted,
// the transfer's details copied and its QR code, the transfer confirmed, and, once an admin has taken
// the review, ERIR and mint steps, the investment completed with its date and tokens in 'Tus Inversiones'.
// The same path for a Hispax investor on the Hispax brand, the form closed to an investor without KYC
// and to a blocked one, and open to one whose KYC is in review, whose investment then says it waits
// for the decision.
import { expect, test, type Page, type Request } from '@playwright/test';
import { BRANDS } from '../../db/seeds/brands';
import { expectNoAxeViolations } from './support/axe';
import { getInvestment, investmentAt, listInvestments, projectWithRoom, readQrCode, rememberPlatform, screenshotPage, signedInPage, smallestAmount, takeStep, seeToast, shownDay, today } from './support/investments';
import { expectNoSidewaysScroll } from './support/overflow';
import { holdCodeUntilAsked } from './support/early-request';
import { loginAsDemo } from './support/login';
import { submitApplicationByApi } from './support/kyc-application';
import { signUpNewInvestor } from './support/new-investor';
import { approveAsSecondPerson } from './support/approvals';

const euros = (value: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(value);
const tokens = (count: number) => (count === 1 ? '1 token' : `${count} tokens`);

/** The catalog card of the project, or its address when the card is further down the list. */
async function openFromCatalog(page: Page, project: { id: string; name: string }) {
  const card = page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').filter({ has: page.getByRole('heading', { name: project.name, exact: true }) });
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
  if (await card.count()) await card.click();
  else await page.goto(`/dashboard/projects/${project.id}/view`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}/view$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
}

/** From the project's detail to a new investment's page: types `amount` (or keeps the one it starts at) and presses 'Invertir'. */
async function invest(page: Page, amount?: number): Promise<string> {
  if (amount !== undefined) await page.getByLabel('Importe a invertir (€)').fill(String(amount));
  await page.getByRole('button', { name: 'Invertir', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/investments\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1)!;
}

async function acceptWhitepaper(page: Page) {
  const panel = page.getByRole('region', { name: 'Acepta las condiciones' });
  await expect(panel.getByRole('link', { name: /^Leer el whitepaper: / })).toHaveAttribute('href', /\/api\/projects\/files\//);
  const next = panel.getByRole('button', { name: 'Continuar al pago' });
  await expect(next).toBeDisabled();
  await panel.getByLabel('He leído el whitepaper y acepto las condiciones de esta inversión').check();
  await next.click();
  await seeToast(page, 'Condiciones aceptadas. Ya puedes hacer la transferencia.');
}

test('an investor invests on a phone, accepts the whitepaper, pays by transfer and sees it completed', async ({ page, browser, context }) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAsDemo(page, 'investor');
  const project = await projectWithRoom(page);
  const min = project.min_investment ?? 1;
  const token = project.token_value!;
  // The form starts at the minimum, or at the first amount above it that buys whole tokens.
  const start = smallestAmount(project);
  const before = (await listInvestments(page)).length;

  await openFromCatalog(page, project);
  // The funding summary: raised, available and target, the share with one decimal and its bar.
  const funding = page.getByRole('region', { name: 'Resumen de financiación' });
  await expect(funding).toBeVisible();
  await expect(funding.getByText(/^\d{1,3},\d % financiado$/)).toBeVisible();
  await expect(funding.getByRole('progressbar', { name: 'Porcentaje financiado' })).toHaveAttribute('aria-valuenow', /^\d/);
  for (const label of ['Financiado', 'Disponible', 'Objetivo']) await expect(funding.getByText(label, { exact: true })).toBeVisible();

  // The amount starts at the minimum and says what it buys; a broken rule says which, and closes the button.
  const form = page.getByRole('form', { name: 'Invertir en este proyecto' });
  const amount = form.getByLabel('Importe a invertir (€)');
  const button = form.getByRole('button', { name: 'Invertir', exact: true });
  await expect(amount).toHaveValue(String(start));
  await expect(form.getByText(tokens(start / token), { exact: true })).toBeVisible();
  await amount.fill(String(min - 1));
  await expect(form.getByText(`La inversión mínima es €${euros(min)}`)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(button).toBeDisabled();
  await amount.fill(String(start + token / 2));
  await expect(form.getByText(/^El importe debe comprar tokens enteros de €/)).toBeVisible();
  await expect(button).toBeDisabled();
  if (project.max_investment != null) {
    await amount.fill(String(project.max_investment + token));
    await expect(form.getByText(/^(La inversión máxima es €|Solo quedan €)/)).toBeVisible();
  }
  await amount.fill('');
  await expect(button).toBeDisabled();
  await amount.fill(String(start));
  await expect(button).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-1-project-detail');

  // The first answer is lost on the way back: the app sends the same request again with the same key,
  // and the server answers the investment it already made instead of making a second one.
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/investment') posts.push(request);
  });
  let dropped = false;
  await page.route('**/api/investment', async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.fallback();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const id = await invest(page, start);
  await page.unroute('**/api/investment');
  expect(posts.length).toBeGreaterThanOrEqual(2);
  const keys = await Promise.all(posts.map((request) => request.headerValue('idempotency-key')));
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(keys).size).toBe(1);
  expect(await listInvestments(page)).toHaveLength(before + 1);

  // Step 1: the whitepaper.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: `${euros(start)},00 €` }).first()).toBeVisible();
  const stepper = page.getByRole('region', { name: 'Proceso de Inversión' });
  await expect(stepper.getByRole('listitem')).toHaveCount(6);
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Inicio');
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Paso actual');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-2-start');
  await acceptWhitepaper(page);

  // Step 2: the transfer, each detail copied with a word of feedback, and the EPC QR code.
  const payment = page.getByRole('region', { name: 'Haz la transferencia' });
  const brand = BRANDS[0]!;
  await expect(payment.getByText(brand.legal_name)).toBeVisible();
  await expect(payment.getByText(brand.bic)).toBeVisible();
  await expect(payment.getByText(brand.iban.replace(/(.{4})/g, '$1 ').trim())).toBeVisible();
  const investment = await getInvestment(page, id);
  await expect(payment.getByText(investment.payment_reference)).toBeVisible();
  await payment.getByRole('button', { name: 'Copiar IBAN' }).click();
  await expect(payment.getByRole('button', { name: 'Copiar IBAN' })).toContainText('Copiado');
  await expect(page.getByRole('status').filter({ hasText: 'IBAN copiado al portapapeles' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brand.iban);
  await payment.getByRole('button', { name: 'Copiar Referencia (concepto)' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(investment.payment_reference);
  const qr = payment.getByRole('img', { name: /^Código QR de la transferencia: / });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('aria-label', new RegExp(`referencia ${investment.payment_reference}$`));
  // A QR reader reads the EPC transfer from it, exactly as the server wrote it.
  expect(await readQrCode(qr)).toBe(investment.transfer!.epc_payload);
  // Until when the transfer may be confirmed: the deployment's default, 10 days after accepting.
  expect(Date.parse(investment.payment_due_at!) - Date.parse(investment.start_at!)).toBe(10 * 86_400_000);
  await expect(payment).toContainText(`Tienes hasta el ${await shownDay(page, investment.payment_due_at!)} para hacer la transferencia y confirmarla.`);
  const stepperNow = page.getByRole('region', { name: 'Proceso de Inversión' });
  await expect(stepperNow.getByRole('listitem').first()).toContainText(`Hecho el ${await today(page)}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-3-payment');

  await payment.getByRole('button', { name: 'He realizado la transferencia' }).click();
  await seeToast(page, 'Transferencia confirmada. El administrador revisará el pago.');
  await expect(page.getByText('Esperando revisión del administrador.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-4-review');

  // An admin takes the review, ERIR and mint steps; the investor sees each wait, then the outcome.
  const admin = await signedInPage(browser, 'admin');
  let current = await getInvestment(admin, id);
  expect(current.status).toBe('review');
  current = await takeStep(admin, current);
  await page.reload();
  await expect(page.getByText('Esperando verificación de ERIR.')).toBeVisible();
  current = await takeStep(admin, current);
  await page.reload();
  await expect(page.getByText('Esperando mint de tokens por el admin.')).toBeVisible();
  await screenshotPage(page, 'phone-5-mint');
  // The admin's mint waits for a second admin (four eyes), whose approval sends it to the chain: the
  // investor's page, polling, moves to completed once it is confirmed.
  await takeStep(admin, current);
  await admin.context().close();
  await approveAsSecondPerson(browser, id);

  // A browser with a wallet (an injected EIP-1193 provider, here one that records its calls and accepts).
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { walletCalls: calls, ethereum: { request: async (call: unknown) => (calls.push(call), true) } });
  });
  await page.reload();
  const day = await today(page);
  await expect(page.getByRole('region', { name: 'Inversión completada' })).toContainText(`Tus ${tokens(start / token)} están bajo tu control desde el ${day}.`, { timeout: 30_000 });
  await expect(page.getByRole('definition').filter({ hasText: /^0x[0-9a-f]{64}$/ })).toBeVisible();
  // "Añadir a mi wallet" asks the wallet to watch the project's token (EIP-747), whole tokens.
  await page.getByRole('button', { name: 'Añadir a mi wallet' }).click();
  await seeToast(page, 'Token añadido a tu wallet.');
  const [watch] = (await page.evaluate(() => (window as unknown as { walletCalls: unknown[] }).walletCalls)) as { method: string; params: { type: string; options: { address: string; symbol: string; decimals: number } } }[];
  expect(watch).toMatchObject({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: { address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), symbol: expect.any(String), decimals: 0 } } });
  await expect(page.getByRole('term').filter({ hasText: 'Fecha de finalización' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: day }).first()).toBeVisible();
  const done = page.getByRole('region', { name: 'Proceso de Inversión' }).getByRole('listitem');
  for (let step = 0; step < 6; step += 1) await expect(done.nth(step)).toContainText(`Hecho el ${day}`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-6-completed');

  // 'Tus Inversiones' as cards on a phone, the new one first.
  await page.goto('/dashboard/investments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus Inversiones');
  const cards = page.getByRole('list', { name: 'Tus Inversiones' }).getByRole('listitem');
  await expect(cards.first()).toContainText(project.name);
  await expect(cards.first()).toContainText('Completado');
  await expect(cards.first()).toContainText(`${euros(start)},00 €`);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-7-list');
  await cards.first().getByRole('link', { name: /^Ver / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/investments/${id}$`));
});

test('a Hispax investor invests on the Hispax brand and sees the Hispax account to pay into', async ({ page }) => {
  test.setTimeout(90_000);
  await rememberPlatform(page, 'hispaxtoken');
  await loginAsDemo(page, 'hispaxInvestor');
  // The app wears the Hispax brand (its colours come from the brand's data).
  const hispax = BRANDS[1]!;
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim().toLowerCase())).toBe(hispax.colors.primary.toLowerCase());
  const project = await projectWithRoom(page);
  await openFromCatalog(page, project);
  await expect(page.getByRole('region', { name: 'Resumen de financiación' })).toBeVisible();
  await invest(page);
  await acceptWhitepaper(page);
  const payment = page.getByRole('region', { name: 'Haz la transferencia' });
  await expect(payment.getByText(hispax.legal_name)).toBeVisible();
  await expect(payment.getByText(hispax.iban.replace(/(.{4})/g, '$1 ').trim())).toBeVisible();
  await expect(payment.getByText(hispax.bic)).toBeVisible();
  const qr = payment.getByRole('img', { name: /^Código QR de la transferencia: .* a Hispax Activos Digitales, S\.L\., / });
  await expect(qr).toBeVisible();
  expect(await readQrCode(qr)).toContain(`\n${hispax.iban}\n`);
  await payment.getByRole('button', { name: 'He realizado la transferencia' }).click();
  await expect(page.getByText('Esperando revisión del administrador.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-hispax-review');
});

test('an investor without KYC sees why they cannot invest and where to verify', async ({ page }) => {
  await loginAsDemo(page, 'newInvestor');
  const project = await projectWithRoom(page);
  await openFromCatalog(page, project);
  const form = page.getByRole('form', { name: 'Invertir en este proyecto' });
  await expect(form.getByText('Para invertir debes completar la verificación KYC.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Invertir', exact: true })).toBeDisabled();
  await expect(form.getByLabel('Importe a invertir (€)')).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-no-kyc');
  await form.getByRole('link', { name: 'Ir a la verificación KYC' }).click();
  await expect(page).toHaveURL(/\/dashboard\/kyc-verification$/);
});

test('a blocked investor sees why they cannot invest instead of a working form', async ({ page }) => {
  // The demo data's blocked investor has an approved KYC, so only the block can be what closes the form.
  await loginAsDemo(page, 'blockedInvestor');
  const project = await projectWithRoom(page);
  await openFromCatalog(page, project);
  const form = page.getByRole('form', { name: 'Invertir en este proyecto' });
  await expect(form.getByText('Tu cuenta está bloqueada. No puedes realizar inversiones. Contacta con el administrador para más información.', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Invertir', exact: true })).toBeDisabled();
  await expect(form.getByLabel('Importe a invertir (€)')).toBeDisabled();
  await expect(form.getByRole('link', { name: 'Ir a la verificación KYC' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-blocked-investor');
});

test('an investor whose KYC is in review invests, and their investment says it waits for the KYC decision', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await loginAsDemo(page, 'reviewInvestor');
  const project = await projectWithRoom(page);
  await openFromCatalog(page, project);
  // Spec 001 §5, §6: only an investor without KYC ('no') is stopped; one in review may invest.
  const form = page.getByRole('form', { name: 'Invertir en este proyecto' });
  await expect(form.getByRole('button', { name: 'Invertir', exact: true })).toBeEnabled();
  await expect(form.getByText('Para invertir debes completar la verificación KYC.')).toHaveCount(0);
  const id = await invest(page);
  const waits = page.getByRole('status').filter({ hasText: 'Tu verificación KYC está en revisión: tu inversión espera su decisión.' });
  await expect(waits).toBeVisible();
  await acceptWhitepaper(page);
  await page.getByRole('region', { name: 'Haz la transferencia' }).getByRole('button', { name: 'He realizado la transferencia' }).click();
  await expect(page.getByText('Esperando revisión del administrador.')).toBeVisible();
  await expect(waits).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await screenshotPage(page, 'phone-kyc-in-review');

  // The admin is told why the payment cannot be verified yet, and has no button to do it.
  const admin = await signedInPage(browser, 'admin');
  await admin.goto(`/dashboard/investments/${id}?admin=true`);
  const review = admin.getByRole('region', { name: 'Verificación del pago' });
  await expect(review.getByText('El KYC del inversor aún no está aprobado: no se puede verificar el pago ni emitir tokens hasta que lo esté.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Verificar pago' })).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Rechazar inversión' })).toBeVisible();
  await screenshotPage(admin, 'phone-kyc-in-review-admin');
  await admin.context().close();
});

test("an investor whose KYC is rejected after they invested is told why instead of 'He realizado la transferencia'", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpNewInvestor(page, 'kyc-rejected');
  const application = await submitApplicationByApi(page);
  const investment = await investmentAt(page, 'payment');
  const admin = await signedInPage(browser, 'admin');
  const origin = new URL(test.info().project.use.baseURL!).origin;
  expect((await admin.request.post(`/api/kyc/reject/${application}`, { headers: { origin }, data: { reason: 'El documento no se lee' } })).ok()).toBe(true);
  await admin.context().close();

  // The server refuses the investor's own step now (403 kyc_required): the page says so, with no button.
  await page.goto(`/dashboard/investments/${investment.id}`);
  const payment = page.getByRole('region', { name: 'Haz la transferencia' });
  await expect(payment.getByText('Para invertir debes completar la verificación KYC.')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'He realizado la transferencia' })).toHaveCount(0);
  await expect(payment.getByText('Esperando a que el inversor confirme la transferencia.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('says so when an investment does not exist or is someone else’s', async ({ page, browser }) => {
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard/investments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se encontró la inversión.');
  const other = await signedInPage(browser, 'hispaxInvestor');
  const [theirs] = await listInvestments(other);
  await other.context().close();
  expect(theirs).toBeDefined();
  await page.goto(`/dashboard/investments/${theirs!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se encontró la inversión.');
  await expectNoAxeViolations(page);
});

test("asks for the investor's list together with the screen's code, and only once", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const lists = await holdCodeUntilAsked(page, /\/assets\/investments-page-[\w-]+\.js$/, (request) => new URL(request.url()).pathname === '/api/investment' && request.method() === 'GET');
  await page.goto('/dashboard/investments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus Inversiones');
  await expect(page.getByText('Cargando inversiones…')).toHaveCount(0);
  expect(lists.askedWithoutTheCode()).toBe(true);
  expect(lists.asked.map((request) => new URL(request.url()).search)).toEqual(['?limit=25']);
});

test('reads in English: the list, an investment’s steps and the invest form', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard/investments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Investments');
  const cards = page.getByRole('list', { name: 'Your Investments' }).getByRole('listitem');
  await expect(cards.first().getByRole('link', { name: /^View / })).toBeVisible();
  await expectNoAxeViolations(page);
  await cards.first().getByRole('link', { name: /^View / }).click();
  await expect(page.getByRole('region', { name: 'Investment Process' })).toBeVisible();
  await expect(page.getByText('Amount to invest')).toBeVisible();
  // The demo investment waiting for its transfer says until when, in English too.
  const unpaid = (await listInvestments(page)).find((investment) => investment.status === 'payment')!;
  await page.goto(`/dashboard/investments/${unpaid.id}`);
  await expect(page.getByRole('region', { name: 'Make the transfer' })).toContainText(`You have until ${await shownDay(page, unpaid.payment_due_at!)} to make the transfer and confirm it.`);
  const project = await projectWithRoom(page);
  await page.goto(`/dashboard/projects/${project.id}/view`);
  const form = page.getByRole('form', { name: 'Invest in this project' });
  await form.getByLabel('Amount to invest (€)').fill(String((project.min_investment ?? 1) - 1));
  await expect(form.getByText(/^The minimum investment is €/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Funding summary' })).toContainText('funded');
});
