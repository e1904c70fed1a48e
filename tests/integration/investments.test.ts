// Investments over HTTP against a real database (spec 001 §4–§7): creation with every rule the server
// re-checks, the six steps by the right and the wrong role, repeats and skips (409), another user's
// investment (404), idempotent retries, rejection releasing its reservation (by an admin, or by the
// housekeeping past a deadline), minting through the ledger, the mails each change queues, and concurrent
// requests that together ask for 3× what is left. This app gives investors PAYMENT_DAYS to pay.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_START_DAYS, MAX_UNPAID_INVESTMENTS, isCreditorReference, type Investment } from '../../core/investments';
import type { Project } from '../../core/projects';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { decide, proposed, secondAdmin, stepCarriedOut } from './support/approvals';
import { ACCEPT, answer, invest, investor, publishedProject, step, type Answer } from './support/investments';
import { COMPLETE_PROJECT, saveProject } from './support/projects';

let app: TestApp;
let admin: TestBrowser;

const PAYMENT_DAYS = 5;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await startTestApp({ env: { INVESTMENT_PAYMENT_DAYS: String(PAYMENT_DAYS) } });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
});
afterAll(() => app?.close());

const mailsTo = (email: string) => app.deps.db('mail_outbox').where({ to_address: email }).orderBy('id') as Promise<{ kind: string; subject: string; text_body: string }[]>;

/** An investment taken to `status` by the right callers. */
async function investmentAt(status: Investment['status'], projectId?: string) {
  const project = projectId ? { id: projectId } : await publishedProject(admin);
  const { user, browser } = await investor(app);
  let current = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
  expect(current.status).toBe(201);
  const order = ['start', 'payment', 'review', 'erir', 'mint', 'completed'];
  while (current.data.status !== status) {
    const by = ['start', 'payment'].includes(current.data.status) ? browser : admin;
    current = await stepCarriedOut(app, by, current.data.id, current.data.status === 'start' ? ACCEPT : {});
    expect(current.status, JSON.stringify(current)).toBe(200);
    expect(order.indexOf(current.data.status)).toBeGreaterThan(0);
  }
  return { user, browser, investment: current.data, projectId: project.id };
}

describe('creating an investment', () => {
  it('answers the investment at its start step: whole tokens, a checkable reference, and the transfer mail', async () => {
    const project = await publishedProject(admin);
    const { user, browser } = await investor(app);
    const created = await answer(await invest(browser, { project_id: project.id, amount: 1500 }));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: 'start', amount: 1500, tokens: 15, payment_method: 'bank', user_email: user.email, can: { advance: true, reject: false }, transfer: null });
    expect(isCreditorReference(created.data.payment_reference)).toBe(true);
    expect(created.data.start_at).toBeNull();
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: 'investment_created' });
    expect(mail!.text_body).toContain(created.data.payment_reference);
    expect(mail!.text_body).toContain('ES');
    // The project's funding summary counts it at once.
    const detail = await answer<Project>(await browser.request(`/api/projects/${project.id}`));
    expect(detail.data).toMatchObject({ current_funding: 1500, remaining_funding: 448500, funding_percentage: 0.3 });
  });

  it('refuses amounts against the spec’s rules with its messages', async () => {
    const project = await publishedProject(admin, { total_funding: 10000, min_investment: 500, max_investment: 5000, token_value: 100 });
    const { browser } = await investor(app);
    const refuse = async (amount: unknown) => answer(await invest(browser, { project_id: project.id, amount }));
    expect(await refuse(400)).toMatchObject({ status: 400, error: 'La inversión mínima es €500' });
    expect(await refuse(6000)).toMatchObject({ status: 400, error: 'La inversión máxima es €5000' });
    expect(await refuse(1050)).toMatchObject({ status: 400, error: 'El importe debe comprar tokens enteros de €100: prueba con €1000 o €1100' });
    expect(await refuse(10.005)).toMatchObject({ status: 400, error: 'El importe debe ser un número de euros con dos decimales como máximo' });
    expect(await refuse('mil')).toMatchObject({ status: 400, error: 'Introduce el importe que quieres invertir' });
    expect((await answer(await invest(browser.withHeaders({ 'X-Language': 'en' }), { project_id: project.id, amount: 400 }))).error).toBe('The minimum investment is €500');
    // Take 8,000 of 10,000: then 5,000 is above what is left.
    for (const amount of [5000, 3000]) expect((await answer(await invest((await investor(app)).browser, { project_id: project.id, amount }))).status).toBe(201);
    expect(await refuse(5000)).toMatchObject({ status: 409, code: 'funding_exceeded', error: 'Solo quedan €2000 disponibles para invertir' });
    expect((await answer(await invest((await investor(app)).browser, { project_id: project.id, amount: 2000 }))).status).toBe(201);
    expect(await refuse(500)).toMatchObject({ status: 409, error: 'Proyecto completamente financiado' });
  });

  it('refuses an investor without KYC, a blocked investor, a blocked project and another brand’s project', async () => {
    const project = await publishedProject(admin);
    const noKyc = await investor(app, { kycStatus: 'no' });
    expect(await answer(await invest(noKyc.browser, { project_id: project.id, amount: 1000 }))).toMatchObject({ status: 403, error: 'Para invertir debes completar la verificación KYC.' });
    const blocked = await investor(app, { status: 'BLOCKED' });
    expect(await answer(await invest(blocked.browser, { project_id: project.id, amount: 1000 }))).toMatchObject({
      status: 403,
      error: 'Tu cuenta está bloqueada. No puedes realizar inversiones. Contacta con el administrador para más información.',
    });
    const hispax = await investor(app, { domainId: 2 });
    expect((await answer(await invest(hispax.browser, { project_id: project.id, amount: 1000 }))).status).toBe(404);
    expect((await admin.postJson('/api/block', { type: 'project', projectId: project.id, action: 'block', reason: 'Revisión' })).status).toBe(200);
    expect(await answer(await invest((await investor(app)).browser, { project_id: project.id, amount: 1000 }))).toMatchObject({ status: 404, code: 'project_not_found' });
    expect(await app.deps.db('investments').where({ project_id: project.id })).toHaveLength(0);
  });

  it('answers a draft, blocked or cancelled project of the investor’s brand exactly as a missing one, on every route that could tell', async () => {
    const { browser } = await investor(app);
    const draft = await saveProject(admin, { ...COMPLETE_PROJECT, name: `Borrador ${randomUUID().slice(0, 6)}`, status: 'draft' });
    const blocked = await publishedProject(admin);
    expect((await admin.postJson('/api/block', { type: 'project', projectId: blocked.id, action: 'block', reason: 'Revisión' })).status).toBe(200);
    const cancelled = await publishedProject(admin);
    await app.deps.db('projects').where({ id: cancelled.id }).update({ status: 'cancelled' });
    const body = async (res: Response) => ({ status: res.status, body: await res.json() });
    const missing = randomUUID();
    const asMissing = {
      invest: await body(await invest(browser, { project_id: missing, amount: 1000 })),
      detail: await body(await browser.request(`/api/projects/${missing}`)),
    };
    expect(asMissing.invest).toEqual({ status: 404, body: { success: false, error: 'Proyecto no encontrado', code: 'project_not_found' } });
    for (const id of [(draft.body as { data: { id: string } }).data.id, blocked.id, cancelled.id]) {
      expect(await body(await invest(browser, { project_id: id, amount: 1000 }))).toEqual(asMissing.invest);
      expect(await body(await browser.request(`/api/projects/${id}`))).toEqual(asMissing.detail);
    }
    // Its files answer as a missing file does.
    const missingFile = await body(await browser.request(`/api/projects/files/${randomUUID()}`));
    expect(await body(await browser.request(`/api/projects/files/${blocked.whitepaper!.id}`))).toEqual(missingFile);
    expect(await app.deps.db('investments').whereIn('project_id', [blocked.id, cancelled.id])).toHaveLength(0);
  });

  it('takes the project’s brand, also when an admin of the other brand invests: transfer details, mails and the lists’ brand filter', async () => {
    const hispaxProject = await publishedProject(admin, { domain_id: 2 });
    const tokeniaAdmin = await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'ok', domainId: 1 });
    const browser = await signedInBrowser(app, tokeniaAdmin);
    const created = await answer(await invest(browser, { project_id: hispaxProject.id, amount: 1000 }));
    expect(created).toMatchObject({ status: 201, data: { domain_id: 2 } });
    const paying = await answer(await step(browser, created.data.id, ACCEPT));
    expect(paying.data.transfer).toMatchObject({ beneficiary: 'Hispax Activos Digitales, S.L.' });
    expect(await app.deps.db('investments').where({ id: created.data.id }).first()).toMatchObject({ domain_id: 2 });
    const [mail] = await app.deps.db('mail_outbox').where({ to_address: tokeniaAdmin.email, kind: 'investment_created' });
    expect(mail).toMatchObject({ from_address: 'Hispax <no-responder@hispax.com>' });
    expect(mail.text_body).toContain('Hispax');
    expect((await answer<Investment[]>(await admin.request('/api/investment?admin=true&domain=2&limit=100'))).data.map((row) => row.id)).toContain(created.data.id);
  });
});

describe('reservations', () => {
  it('cap what one investor may hold unpaid, so no account can reserve a project and never pay', async () => {
    const project = await publishedProject(admin, { total_funding: 1_000_000, min_investment: 100, max_investment: 10_000 });
    const { browser } = await investor(app);
    for (let i = 0; i < MAX_UNPAID_INVESTMENTS; i++) expect((await answer(await invest(browser, { project_id: project.id, amount: 100 }))).status).toBe(201);
    expect(await answer(await invest(browser, { project_id: project.id, amount: 100 }))).toMatchObject({
      status: 409,
      code: 'too_many_unpaid',
      error: 'Tienes demasiadas inversiones pendientes de pago. Completa la transferencia de alguna antes de iniciar otra.',
    });
  });

  it('left at the start step for a week are rejected by the system, which frees the funding and tells the investor', async () => {
    const project = await publishedProject(admin, { total_funding: 10_000, min_investment: 1000, max_investment: 10_000 });
    const { user, browser } = await investor(app);
    const { data: old } = await answer(await invest(browser, { project_id: project.id, amount: 4000 }));
    const { data: fresh } = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
    await app.deps.db('investments').where({ id: old.id }).update({ created_at: new Date(Date.now() - (ABANDONED_START_DAYS + 1) * 86_400_000) });
    expect(await app.deps.investments.expireAbandoned()).toBe(1);
    expect(await app.deps.investments.expireAbandoned()).toBe(0);
    const expired = await answer(await browser.request(`/api/investment/${old.id}`));
    expect(expired.data).toMatchObject({ status: 'rejected', rejection_reason: 'Caducada: no se aceptaron las condiciones ni se eligió el pago en 7 días.' });
    expect((await answer(await browser.request(`/api/investment/${fresh.id}`))).data.status).toBe('start');
    expect((await answer<Project>(await browser.request(`/api/projects/${project.id}`))).data.current_funding).toBe(1000);
    expect(await app.deps.db('audit_log').where({ target_id: old.id, action: 'investment.expire', actor_id: null })).toHaveLength(1);
    expect((await mailsTo(user.email)).at(-1)).toMatchObject({ kind: 'investment_rejected' });
  });
  it('left unpaid at the payment step past their deadline are rejected once, even by concurrent sweeps, freeing the funding and telling the investor', async () => {
    const project = await publishedProject(admin, { total_funding: 10_000, min_investment: 1000, max_investment: 10_000 });
    const { user, browser, investment } = await investmentAt('payment', project.id);
    const other = await investmentAt('payment', project.id);
    // The investor is told until when they may pay: PAYMENT_DAYS after accepting the conditions.
    expect(investment.payment_due_at).toBe(new Date(Date.parse(investment.start_at!) + PAYMENT_DAYS * DAY_MS).toISOString());
    const acceptedAgo = (ms: number) => app.deps.db('investments').where({ id: investment.id }).update({ start_at: new Date(Date.now() - ms) });
    await acceptedAgo(PAYMENT_DAYS * DAY_MS - 60_000);
    expect(await app.deps.investments.expireAbandoned()).toBe(0);
    await acceptedAgo(PAYMENT_DAYS * DAY_MS + 60_000);
    // Two replicas sweeping at once: one rejection, one mail.
    const sweeps = await Promise.all([app.deps.investments.expireAbandoned(), app.deps.investments.expireAbandoned()]);
    expect(sweeps[0] + sweeps[1]).toBe(1);
    const expired = await answer(await browser.request(`/api/investment/${investment.id}`));
    expect(expired.data).toMatchObject({ status: 'rejected', payment_due_at: null, rejection_reason: `Caducada sin pagar: no se confirmó la transferencia en ${PAYMENT_DAYS} días.` });
    expect((await answer(await step(browser, investment.id, { from_status: 'payment' }))).status).toBe(409);
    expect((await answer(await other.browser.request(`/api/investment/${other.investment.id}`))).data.status).toBe('payment');
    expect((await answer<Project>(await browser.request(`/api/projects/${project.id}`))).data).toMatchObject({ current_funding: 1000, remaining_funding: 9000 });
    const audits = await app.deps.db('audit_log').where({ target_id: investment.id, action: 'investment.expire', actor_id: null });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { status: 'payment' }, after: { status: 'rejected' } });
    const rejections = (await mailsTo(user.email)).filter((mail) => mail.kind === 'investment_rejected');
    expect(rejections).toHaveLength(1);
    expect(rejections[0]!.text_body).toContain(`Caducada sin pagar: no se confirmó la transferencia en ${PAYMENT_DAYS} días.`);
  });
  it('refuse the transfer confirmed past the deadline at once, before any sweep rejects the investment', async () => {
    const project = await publishedProject(admin);
    const { browser, investment } = await investmentAt('payment', project.id);
    await app.deps.db('investments').where({ id: investment.id }).update({ start_at: new Date(Date.now() - PAYMENT_DAYS * DAY_MS - 60_000) });
    expect(await answer(await step(browser, investment.id, { from_status: 'payment' }))).toMatchObject({
      status: 409,
      code: 'payment_expired',
      error: `El plazo para confirmar la transferencia (${PAYMENT_DAYS} días) ha terminado: la reserva caduca. Puedes iniciar una nueva inversión.`,
    });
    expect((await answer(await browser.request(`/api/investment/${investment.id}`))).data.status).toBe('payment');
    expect(await app.deps.investments.expireAbandoned()).toBe(1);
  });
});

describe('the steps', () => {
  it('go start → payment → review → erir → mint → completed, each by its role, with dates, audit rows and mails', async () => {
    const project = await publishedProject(admin);
    const { user, browser } = await investor(app);
    const { data: created } = await answer(await invest(browser, { project_id: project.id, amount: 2000 }));

    // Start: the whitepaper must be accepted; the admin may not take the investor's step.
    expect(await answer(await step(browser, created.id, { payment_method: 'bank' }))).toMatchObject({ status: 400, error: 'Debes aceptar el whitepaper y las condiciones para continuar' });
    expect(await answer(await step(browser, created.id, { ...ACCEPT, whitepaper_document_id: randomUUID() }))).toMatchObject({ status: 409, code: 'whitepaper_changed' });
    expect((await answer(await step(admin, created.id, ACCEPT))).status).toBe(403);
    const paying = await answer(await step(browser, created.id, { ...ACCEPT, whitepaper_document_id: project.whitepaper!.id, from_status: 'start' }));
    expect(paying.data).toMatchObject({ status: 'payment', whitepaper: { document_id: project.whitepaper!.id, sha256: createHash('sha256').update(project.whitepaper!.body).digest('hex') } });
    expect(paying.data.start_at).not.toBeNull();
    expect(paying.data.transfer).toMatchObject({ amount: 2000, reference: created.payment_reference, iban: expect.stringMatching(/^ES/) });
    expect(paying.data.transfer!.epc_payload.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);

    // Repeating the start step (the status it meant is gone) is a conflict, not a second move.
    expect(await answer(await step(browser, created.id, { ...ACCEPT, from_status: 'start' }))).toMatchObject({ status: 409, code: 'investment_step' });
    const review = await answer(await step(browser, created.id, { from_status: 'payment' }));
    expect(review.data).toMatchObject({ status: 'review', can: { advance: false, reject: false } });
    expect(review.data.payment_at).not.toBeNull();
    // The investor may not verify their own payment; skipping ahead to mint is a conflict.
    expect((await answer(await step(browser, created.id, { from_status: 'review' }))).status).toBe(403);
    expect((await answer(await step(admin, created.id, { from_status: 'mint' }))).status).toBe(409);
    const erir = await answer(await step(admin, created.id, { from_status: 'review' }));
    expect(erir.data).toMatchObject({ status: 'erir' });
    expect(erir.data.payment_verified_at).not.toBeNull();
    const mint = await answer(await step(admin, created.id, {}));
    expect(mint.data.status).toBe('mint');
    // The mint waits for a second admin, whose approval carries it out.
    const done = await stepCarriedOut(app, admin, created.id, {});
    expect(done.data).toMatchObject({ status: 'completed', tokens: 20, transfer: null, can: { advance: false, reject: false } });
    expect(done.data.mint_at).not.toBeNull();
    expect(done.data.completed_at).not.toBeNull();
    expect(await answer(await step(admin, created.id, {}))).toMatchObject({ status: 409, code: 'investment_step' });

    // The ledger credited the holder once; every step left its audit row; the investor heard of each.
    expect(await app.deps.ledger.holdings(app.deps.db, user.id)).toEqual([{ projectId: project.id, tokens: 20, frozenTokens: 0 }]);
    expect(await app.deps.db('token_mints').where({ investment_id: created.id })).toHaveLength(1);
    const actions = (await app.deps.db('audit_log').where({ target_type: 'investment', target_id: created.id }).orderBy('id')).map((row: { action: string }) => row.action);
    expect(actions).toEqual(['investment.create', 'investment.start', 'investment.payment', 'investment.review', 'investment.erir', 'investment.mint']);
    expect((await mailsTo(user.email)).map((mail) => mail.kind)).toEqual(['investment_created', 'investment_payment_received', 'investment_erir_verified', 'investment_minted']);
  });

  it('refuses the start step when the project has no whitepaper, with the spec’s text', async () => {
    const project = await publishedProject(admin, {}, { whitepaper: false });
    const { browser } = await investor(app);
    const { data } = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
    expect(await answer(await step(browser, data.id, ACCEPT))).toMatchObject({
      status: 409,
      error: 'No se encontró un whitepaper para este proyecto. Por favor contacta al administrador.',
    });
  });

  it('hides an investment from everyone but its investor and admins', async () => {
    const { investment } = await investmentAt('start');
    const other = await investor(app);
    const erir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true }));
    for (const browser of [other.browser, erir]) {
      expect(await answer(await browser.request(`/api/investment/${investment.id}`))).toMatchObject({ status: 404, error: 'No se encontró la inversión.' });
      expect((await answer(await step(browser, investment.id, ACCEPT))).status).toBe(404);
    }
    expect((await answer(await admin.request(`/api/investment/${investment.id}`))).status).toBe(200);
    expect((await answer<Investment[]>(await other.browser.request('/api/investment'))).data).toEqual([]);
    expect((await answer(await other.browser.request('/api/investment?admin=true'))).status).toBe(403);
  });

  it('lets an admin reject at review or erir with a reason, which frees the reservation and tells the investor', async () => {
    const project = await publishedProject(admin, { total_funding: 5000, min_investment: 1000, max_investment: 5000 });
    const { user, browser, investment } = await investmentAt('review', project.id);
    expect((await answer(await admin.postJson(`/api/investment/${investment.id}/reject`, { reason: ' ' }))).error).toBe('Indica el motivo del rechazo');
    expect((await answer(await browser.postJson(`/api/investment/${investment.id}/reject`, { reason: 'No' }))).status).toBe(403);
    const before = await answer<Project>(await admin.request(`/api/projects/${project.id}`));
    expect(before.data.current_funding).toBe(1000);
    const rejected = await answer(await admin.postJson(`/api/investment/${investment.id}/reject`, { reason: 'La transferencia no ha llegado' }));
    expect(rejected.data).toMatchObject({ status: 'rejected', rejection_reason: 'La transferencia no ha llegado' });
    expect((await answer<Project>(await admin.request(`/api/projects/${project.id}`))).data.current_funding).toBe(0);
    expect(await answer(await admin.postJson(`/api/investment/${investment.id}/reject`, { reason: 'Otra vez' }))).toMatchObject({ status: 409 });
    const mails = await mailsTo(user.email);
    expect(mails.at(-1)).toMatchObject({ kind: 'investment_rejected' });
    expect(mails.at(-1)!.text_body).toContain('La transferencia no ha llegado');
    const started = await investmentAt('start', project.id);
    expect((await answer(await admin.postJson(`/api/investment/${started.investment.id}/reject`, { reason: 'Pronto' }))).status).toBe(409);
  });

  it('lets an admin reject at the payment step with a reason: the reservation is freed, the investor told and no longer able to pay', async () => {
    const project = await publishedProject(admin, { total_funding: 5000, min_investment: 1000, max_investment: 5000 });
    const { user, browser, investment } = await investmentAt('payment', project.id);
    expect(investment.can).toEqual({ advance: true, reject: false, refusal: null });
    expect((await answer(await admin.request(`/api/investment/${investment.id}`))).data.can).toEqual({ advance: false, reject: true, refusal: null });
    expect((await answer(await admin.postJson(`/api/investment/${investment.id}/reject`, { reason: '' }))).error).toBe('Indica el motivo del rechazo');
    expect((await answer(await browser.postJson(`/api/investment/${investment.id}/reject`, { reason: 'No' }))).status).toBe(403);
    const rejected = await answer(await admin.postJson(`/api/investment/${investment.id}/reject`, { reason: 'Reserva duplicada por error' }));
    expect(rejected).toMatchObject({ status: 200, data: { status: 'rejected', rejection_reason: 'Reserva duplicada por error', payment_at: null, payment_due_at: null } });
    expect((await answer<Project>(await browser.request(`/api/projects/${project.id}`))).data).toMatchObject({ current_funding: 0, remaining_funding: 5000 });
    expect(await answer(await step(browser, investment.id, {}))).toMatchObject({ status: 409, code: 'investment_step' });
    const mails = await mailsTo(user.email);
    expect(mails.at(-1)).toMatchObject({ kind: 'investment_rejected' });
    expect(mails.at(-1)!.text_body).toContain('Reserva duplicada por error');
    expect(await app.deps.db('audit_log').where({ target_id: investment.id, action: 'investment.reject' })).toMatchObject([{ before: { status: 'payment' }, after: { status: 'rejected', reason: 'Reserva duplicada por error' } }]);
  });

  it('does not mint for a blocked investor or a blocked project', async () => {
    const blockedInvestor = await investmentAt('mint');
    await app.deps.db('users').where({ id: blockedInvestor.user.id }).update({ status: 'BLOCKED' });
    expect(await answer(await step(admin, blockedInvestor.investment.id, {}))).toMatchObject({ status: 409, error: 'El inversor está bloqueado: no se pueden emitir tokens' });
    const blockedProject = await investmentAt('mint');
    await app.deps.db('projects').where({ id: blockedProject.projectId }).update({ status: 'blocked' });
    expect(await answer(await step(admin, blockedProject.investment.id, {}))).toMatchObject({ status: 409, error: 'El proyecto está bloqueado: no se pueden emitir tokens' });
    expect(await app.deps.db('token_mints').whereIn('investment_id', [blockedInvestor.investment.id, blockedProject.investment.id])).toHaveLength(0);
  });
});

describe('an admin’s own investment', () => {
  it('is never verified, confirmed, minted or rejected by that admin (403); another admin takes each step', async () => {
    const project = await publishedProject(admin);
    const ownerUser = await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'ok' });
    const owner = await signedInBrowser(app, ownerUser);
    const { data: created } = await answer(await invest(owner, { project_id: project.id, amount: 1000 }));
    // Their own investor's steps are theirs, as anyone's.
    expect((await answer(await step(owner, created.id, ACCEPT))).data.status).toBe('payment');
    expect((await answer(await step(owner, created.id, {}))).data).toMatchObject({ status: 'review', can: { advance: false, reject: false, refusal: 'investment.ownInvestment' } });
    const OWN = { status: 403, code: 'own_case', error: 'No puedes gestionar tu propia inversión: otro administrador debe verificar el pago, confirmar ERIR, emitir los tokens o rechazarla.' };
    for (const status of ['review', 'erir', 'mint'] as const) {
      expect(await answer(await step(owner, created.id, { from_status: status }))).toMatchObject(OWN);
      if (status !== 'mint') {
        expect(await answer(await owner.postJson(`/api/investment/${created.id}/reject`, { reason: 'Me rechazo' }))).toMatchObject(OWN);
        expect((await answer(await step(admin, created.id, { from_status: status }))).status).toBe(200);
        continue;
      }
      // Nor do they approve another admin's mint of it: carrying it out runs the step's own check, as them.
      const request = await proposed(await step(admin, created.id, { from_status: status }));
      expect(await decide(owner, request.id, 'approve')).toMatchObject(OWN);
      expect((await decide(await secondAdmin(app), request.id, 'approve')).status).toBe(200);
    }
    const english = await owner.request(`/api/investment/${created.id}/reject`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'x-language': 'en' },
      body: JSON.stringify({ reason: 'x' }),
    });
    expect((await answer(english)).error).toBe('You cannot handle your own investment: another administrator must verify the payment, confirm ERIR, mint the tokens or reject it.');
    const audit = await app.deps.db('audit_log').where({ target_type: 'investment', target_id: created.id }).orderBy('id');
    expect(audit.map((row: { action: string; actor_id: string }) => [row.action, row.actor_id === ownerUser.id])).toEqual([
      ['investment.create', true],
      ['investment.start', true],
      ['investment.payment', true],
      ['investment.review', false],
      ['investment.erir', false],
      ['investment.mint', false],
    ]);
    const [mint] = await app.deps.db('token_mints').where({ investment_id: created.id });
    expect(mint.minted_by).not.toBe(ownerUser.id);
  });
});

describe('an investor whose KYC is in review', () => {
  it('invests and takes their own steps; the payment is verified and the tokens minted only once the KYC is approved', async () => {
    const project = await publishedProject(admin);
    const { user, browser } = await investor(app, { kycStatus: 'process' });
    const created = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
    expect(created).toMatchObject({ status: 201, data: { kyc_pending: true } });
    await step(browser, created.data.id, ACCEPT);
    expect((await answer(await step(browser, created.data.id, {}))).data).toMatchObject({ status: 'review', kyc_pending: true });

    const WAITS = { status: 409, code: 'kyc_pending', error: 'El KYC del inversor aún no está aprobado: no se puede verificar el pago ni emitir tokens hasta que lo esté.' };
    expect(await answer(await step(admin, created.data.id, { from_status: 'review' }))).toMatchObject(WAITS);
    // The admin's screen says why and keeps the rejection.
    expect((await answer(await admin.request(`/api/investment/${created.data.id}`))).data).toMatchObject({ status: 'review', can: { advance: false, reject: true, refusal: 'investment.kycPending' } });

    await app.deps.db('users').where({ id: user.id }).update({ kyc_status: 'ok' });
    expect((await answer(await step(admin, created.data.id, { from_status: 'review' }))).data).toMatchObject({ status: 'erir', kyc_pending: false });
    expect((await answer(await step(admin, created.data.id, { from_status: 'erir' }))).data.status).toBe('mint');
    // Back in review (an application sent again): no tokens until the decision.
    await app.deps.db('users').where({ id: user.id }).update({ kyc_status: 'process' });
    expect(await answer(await step(admin, created.data.id, { from_status: 'mint' }))).toMatchObject(WAITS);
    expect(await app.deps.db('token_mints').where({ investment_id: created.data.id })).toHaveLength(0);
    await app.deps.db('users').where({ id: user.id }).update({ kyc_status: 'ok' });
    expect((await stepCarriedOut(app, admin, created.data.id, { from_status: 'mint' })).data.status).toBe('completed');
  });
});

describe('an investor whose KYC is rejected after investing', () => {
  it('takes no further step of their own, and is not told their KYC is in review', async () => {
    const project = await publishedProject(admin);
    const { user, browser } = await investor(app, { kycStatus: 'process' });
    const created = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
    await app.deps.db('users').where({ id: user.id }).update({ kyc_status: 'no' });
    expect(await answer(await step(browser, created.data.id, ACCEPT))).toMatchObject({ status: 403, code: 'kyc_required', error: 'Para invertir debes completar la verificación KYC.' });
    expect((await answer(await browser.request(`/api/investment/${created.data.id}`))).data).toMatchObject({ status: 'start', kyc_pending: false });
  });
});

/** How many of this database's statements matching `pattern` wait for a lock (Postgres only). */
async function queriesWaitingOnLocks(pattern: string): Promise<number> {
  const { rows } = (await app.deps.db.raw(
    `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike ?`,
    [pattern],
  )) as { rows: { n: number }[] };
  return Number(rows[0]!.n);
}

describe.skipIf(!process.env.DATABASE_URL)('a mint racing an investor block (Postgres)', () => {
  it('waits for the investor’s row lock the block holds, then refuses to mint for the now blocked investor', async () => {
    const { user, investment } = await investmentAt('mint');
    // What a block does (bff/services/blocking.ts): lock the investor's row, set BLOCKED, commit.
    const blocker = await app.deps.db.transaction();
    let minting: Promise<Answer> | undefined;
    try {
      await blocker('users').where({ id: user.id }).forUpdate().first();
      minting = step(admin, investment.id, { from_status: 'mint' }).then((res) => answer(res));
      // The mint is queued on that row: neither done nor failed while the block holds it.
      await expect.poll(() => queriesWaitingOnLocks('%from "users"%for no key update%'), { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      await blocker('users').where({ id: user.id }).update({ status: 'BLOCKED' });
      await blocker.commit();
    } catch (err) {
      await blocker.rollback();
      throw err;
    }
    expect(await minting).toMatchObject({ status: 409, code: 'mint_refused', error: 'El inversor está bloqueado: no se pueden emitir tokens' });
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(0);
    expect(await app.deps.db('investments').where({ id: investment.id }).first()).toMatchObject({ status: 'mint' });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a mint beside a token block of the same holding (Postgres)', () => {
  it('never waits in a cycle: the block, holding the holding, still records its blocking while the mint holds the investor and the project', async () => {
    const first = await investmentAt('completed');
    const { user, investment, projectId } = first;
    const [second] = (await app.deps
      .db('investments')
      .insert({ user_id: user.id, project_id: projectId, domain_id: 1, status: 'mint', amount_cents: 100_000, tokens: investment.tokens, payment_reference: `RF-CYCLE-${randomUUID().slice(0, 8)}` })
      .returning('id')) as { id: string }[];
    // What a token block does (bff/services/blocking.ts): lock the holding, then insert a blocking naming
    // the investor and the project, whose foreign keys take KEY SHARE on both rows.
    // The mint's locks are taken when the second admin's approval carries it out.
    const request = await proposed(await step(admin, second!.id, { from_status: 'mint' }));
    const checker = await secondAdmin(app);
    const blocker = await app.deps.db.transaction();
    let minting: Promise<Answer<unknown>> | undefined;
    try {
      await blocker('token_holdings').where({ user_id: user.id, project_id: projectId }).forUpdate().first();
      minting = decide(checker, request.id, 'approve');
      // The mint holds the investor's and the project's rows and waits for the holding.
      await expect.poll(() => queriesWaitingOnLocks('%token_holdings%'), { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      await blocker('blockings').insert({ type: 'tokens', user_id: user.id, project_id: projectId, tokens: 1, reason: 'Ciclo' });
      await blocker.commit();
    } catch (err) {
      await blocker.rollback();
      throw err;
    }
    expect(await minting).toMatchObject({ status: 200, data: { status: 'approved' } });
    expect(await app.deps.db('investments').where({ id: second!.id }).first()).toMatchObject({ status: 'completed' });
  });
});

describe('retries with an Idempotency-Key', () => {
  it('answer the first investment again and create nothing; the same key with another body is refused', async () => {
    const project = await publishedProject(admin);
    const { browser } = await investor(app);
    const key = randomUUID();
    const first = await answer(await invest(browser, { project_id: project.id, amount: 1000 }, key));
    const again = await invest(browser, { project_id: project.id, amount: 1000 }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await answer(again)).data.id).toBe(first.data.id);
    expect(await answer(await invest(browser, { project_id: project.id, amount: 2000 }, key))).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    expect(await app.deps.db('investments').where({ project_id: project.id })).toHaveLength(1);
    expect(await answer(await invest(browser, { project_id: project.id, amount: 1000 }, 'not-a-uuid'))).toMatchObject({ status: 400, code: 'idempotency_key_invalid' });
    // Another user's identical key is theirs alone.
    expect((await answer(await invest((await investor(app)).browser, { project_id: project.id, amount: 1000 }, key))).status).toBe(201);
  });

  it('never run the same key twice, even sent in parallel', async () => {
    const project = await publishedProject(admin);
    const { browser } = await investor(app);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => invest(browser, { project_id: project.id, amount: 1000 }, key).then((res) => answer(res))));
    for (const res of answers) expect([201, 409]).toContain(res.status);
    expect(new Set(answers.filter((res) => res.status === 201).map((res) => res.data.id)).size).toBe(1);
    expect(await app.deps.db('investments').where({ project_id: project.id })).toHaveLength(1);
  });

  it('repeat a step’s answer instead of taking the next step', async () => {
    const { browser, investment } = await investmentAt('payment');
    const key = randomUUID();
    const first = await answer(await step(browser, investment.id, {}, key));
    const again = await answer(await step(browser, investment.id, {}, key));
    expect(first.data.status).toBe('review');
    expect(again).toEqual(first);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a project whose lock is held for long (Postgres)', () => {
  it('answers 503 after a bounded wait, writes nothing, and frees the key for the retry', async () => {
    const project = await publishedProject(admin);
    const { browser } = await investor(app);
    const key = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = app.deps.db.transaction(async (tx) => {
      await tx('projects').where({ id: project.id }).forUpdate().first();
      await held;
    });
    try {
      const busy = await answer(await invest(browser, { project_id: project.id, amount: 1000 }, key));
      expect(busy).toMatchObject({ status: 503, error: 'Hay muchas inversiones en curso en este proyecto. Vuelve a intentarlo en unos segundos.' });
    } finally {
      release();
      await holder;
    }
    expect(await app.deps.db('investments').where({ project_id: project.id })).toHaveLength(0);
    expect((await answer(await invest(browser, { project_id: project.id, amount: 1000 }, key))).status).toBe(201);
  });
});

describe('concurrent investments in one project', () => {
  it('never commit more than its total funding', async () => {
    const total = 20_000;
    const project = await publishedProject(admin, { total_funding: total, min_investment: 100, max_investment: 2000, token_value: 100 });
    const investors = await Promise.all(Array.from({ length: 6 }, () => investor(app)));
    // 30 requests of 2,000: 60,000 asked against 20,000 available (3×).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => invest(investors[i % investors.length]!.browser, { project_id: project.id, amount: 2000 }).then((res) => answer(res))),
    );
    const accepted = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(answers.every((res) => res.status < 500)).toBe(true);
    expect(accepted.reduce((sum, res) => sum + res.data.amount, 0)).toBe(total);
    for (const res of refused) expect(res.error).toMatch(/^(Solo quedan €\d[\d.]* disponibles para invertir|Proyecto completamente financiado)$/);
    const [row] = (await app.deps.db('investments').where({ project_id: project.id }).sum({ cents: 'amount_cents' })) as { cents: string | number }[];
    expect(Number(row!.cents)).toBe(total * 100);
  });
});

describe('the lists', () => {
  it('give the investor their own, newest first, and admins every one with a status filter and keyset pages', async () => {
    const { browser, investment } = await investmentAt('payment');
    const own = await answer<Investment[]>(await browser.request('/api/investment'));
    expect(own.data.map((row) => row.id)).toEqual([investment.id]);
    const reviewList = await answer<Investment[]>(await admin.request('/api/investment?admin=true&status=payment&limit=100'));
    expect(reviewList.data.every((row) => row.status === 'payment')).toBe(true);
    expect(reviewList.data.map((row) => row.id)).toContain(investment.id);
    const first = (await admin.request('/api/investment?admin=true&limit=2').then((res) => res.json())) as { data: Investment[]; nextCursor: string };
    const second = (await admin.request(`/api/investment?admin=true&limit=2&cursor=${first.nextCursor}`).then((res) => res.json())) as { data: Investment[] };
    expect(first.data).toHaveLength(2);
    expect(second.data.map((row) => row.id)).not.toContain(first.data[0]!.id);
    expect((await answer(await admin.request('/api/investment?admin=true&status=paid'))).error).toBe('El filtro de estado no es válido');
    expect((await answer(await admin.request('/api/investment?admin=true&cursor=bad'))).status).toBe(400);
  });
});
