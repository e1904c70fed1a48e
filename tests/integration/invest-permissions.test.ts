// What the caller may do, as the answers say it (spec 001 §4, §6), over HTTP against a real database:
// a project's can.invest with the refusal's code and message for every reason investing is refused, and
// an investment's can for the investor's own steps. Each refusal announced is the one the write then
// answers: the UI mirrors the server, and the server decides once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestPermission } from '../../core/investments';
import type { Project } from '../../core/projects';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { ACCEPT, answer, invest, investor, publishedProject, step } from './support/investments';
import { COMPLETE_PROJECT, saveProject } from './support/projects';

let app: TestApp;
let admin: TestBrowser;
const PAYMENT_DAYS = 5;

beforeAll(async () => {
  app = await startTestApp({ env: { INVESTMENT_PAYMENT_DAYS: String(PAYMENT_DAYS) } });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'ok' }));
});
afterAll(() => app?.close());

const projectAnswer = async (browser: TestBrowser, id: string) => answer<Project>(await browser.request(`/api/projects/${id}`));
const investing = (project: { data: Project }): InvestPermission => ({ invest: project.data.can.invest, investRefusal: project.data.can.investRefusal });
const refused = (code: string, message: string): InvestPermission => ({ invest: false, investRefusal: { code, message } as InvestPermission['investRefusal'] });

/** What the project's answer says of investing, and what investing then answers: the two must agree. */
async function announcedAndAnswered(browser: TestBrowser, projectId: string) {
  const announced = investing(await projectAnswer(browser, projectId));
  const attempt = await answer(await invest(browser, { project_id: projectId, amount: 1000 }));
  return { announced, answered: attempt.status === 201 ? null : attempt.code };
}

describe("a project's can.invest", () => {
  it('lets a verified investor, one whose KYC is in review, and an admin who passed KYC invest in an open project', async () => {
    const project = await publishedProject(admin);
    for (const kycStatus of ['ok', 'process'] as const) {
      const { browser } = await investor(app, { kycStatus });
      expect(await announcedAndAnswered(browser, project.id)).toEqual({ announced: { invest: true, investRefusal: null }, answered: null });
    }
    expect(investing(await projectAnswer(admin, project.id))).toEqual({ invest: true, investRefusal: null });
    // An admin of the other brand sees and may invest in it too; so may an ERIR user of its brand.
    const otherAdmin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'ok', domainId: 2 }));
    expect(investing(await projectAnswer(otherAdmin, project.id))).toEqual({ invest: true, investRefusal: null });
    const erir = await investor(app, { isErir: true });
    expect(investing(await projectAnswer(erir.browser, project.id)).invest).toBe(true);
  });

  it('refuses an investor who never sent their KYC, or whose KYC was rejected, with the link-worthy code', async () => {
    const project = await publishedProject(admin);
    const noKyc = await investor(app, { kycStatus: 'no' });
    expect(await announcedAndAnswered(noKyc.browser, project.id)).toEqual({ announced: refused('kyc_required', 'investment.kycRequired'), answered: 'kyc_required' });
    // A rejected application puts the user back at 'no'.
    const rejected = await investor(app, { kycStatus: 'process' });
    await app.deps.db('users').where({ id: rejected.user.id }).update({ kyc_status: 'no' });
    expect(await announcedAndAnswered(rejected.browser, project.id)).toEqual({ announced: refused('kyc_required', 'investment.kycRequired'), answered: 'kyc_required' });
    // An admin without KYC is refused as anyone is.
    const adminNoKyc = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'no' }));
    expect(investing(await projectAnswer(adminNoKyc, project.id))).toEqual(refused('kyc_required', 'investment.kycRequired'));
  });

  it('refuses a blocked investor first, whatever their KYC', async () => {
    const project = await publishedProject(admin);
    const blocked = await investor(app, { status: 'BLOCKED', kycStatus: 'no' });
    expect(await announcedAndAnswered(blocked.browser, project.id)).toEqual({ announced: refused('account_blocked', 'investment.accountBlocked'), answered: 'account_blocked' });
  });

  it('refuses a project that takes no money (completed), and one fully funded', async () => {
    const { browser } = await investor(app);
    const completed = await publishedProject(admin);
    await app.deps.db('projects').where({ id: completed.id }).update({ status: 'completed' });
    expect(await announcedAndAnswered(browser, completed.id)).toEqual({ announced: refused('project_closed', 'investment.projectClosed'), answered: 'project_closed' });

    const small = await publishedProject(admin, { total_funding: 1000, min_investment: 500, max_investment: 1000 });
    expect((await answer(await invest((await investor(app)).browser, { project_id: small.id, amount: 1000 }))).status).toBe(201);
    expect(await announcedAndAnswered(browser, small.id)).toEqual({ announced: refused('funding_exceeded', 'investment.fullyFunded'), answered: 'funding_exceeded' });
  });

  it("shows an admin why a draft or a blocked project takes no investment; an investor, or another brand's, does not see it at all", async () => {
    const draft = await saveProject(admin, { ...COMPLETE_PROJECT, name: `Borrador ${randomUUID().slice(0, 6)}`, status: 'draft' });
    const draftId = (draft.body as { data: { id: string } }).data.id;
    expect(investing(await projectAnswer(admin, draftId))).toEqual(refused('project_closed', 'investment.projectClosed'));
    const blocked = await publishedProject(admin);
    expect((await admin.postJson('/api/block', { type: 'project', projectId: blocked.id, action: 'block', reason: 'Revisión' })).status).toBe(200);
    expect(investing(await projectAnswer(admin, blocked.id))).toEqual(refused('project_closed', 'investment.projectClosed'));
    const { browser } = await investor(app);
    expect((await projectAnswer(browser, blocked.id)).status).toBe(404);
    const hispax = await investor(app, { domainId: 2 });
    expect((await projectAnswer(hispax.browser, (await publishedProject(admin)).id)).status).toBe(404);
  });

  it('answers the admin form the same can.invest after a save', async () => {
    const saved = await saveProject(admin, { ...COMPLETE_PROJECT, name: `Proyecto ${randomUUID().slice(0, 6)}`, status: 'active' });
    expect((saved.body as { data: Project }).data.can).toMatchObject({ edit: true, block: true, invest: true, investRefusal: null });
  });
});

describe("an investment's can, for the investor's own steps", () => {
  async function atPayment() {
    const project = await publishedProject(admin);
    const owner = await investor(app);
    const created = await answer(await invest(owner.browser, { project_id: project.id, amount: 1000 }));
    const paying = await answer(await step(owner.browser, created.data.id, ACCEPT));
    expect(paying.data.status).toBe('payment');
    return { ...owner, id: created.data.id };
  }
  const canOf = async (browser: TestBrowser, id: string) => (await answer(await browser.request(`/api/investment/${id}`))).data.can;

  it('closes the transfer confirmation at its deadline: announced, then refused with the same words', async () => {
    const { browser, id } = await atPayment();
    expect(await canOf(browser, id)).toEqual({ advance: true, reject: false, refusal: null });
    await app.deps.db('investments').where({ id }).update({ start_at: new Date(Date.now() - PAYMENT_DAYS * 86_400_000 - 60_000) });
    expect(await canOf(browser, id)).toEqual({ advance: false, reject: false, refusal: { key: 'investment.paymentExpired', values: { days: String(PAYMENT_DAYS) } } });
    expect(await answer(await step(browser, id, { from_status: 'payment' }))).toMatchObject({ status: 409, code: 'payment_expired' });
    // The admin may still reject the reservation.
    expect(await canOf(admin, id)).toEqual({ advance: false, reject: true, refusal: null });
  });

  it("closes the investor's steps once their KYC is rejected, or their account blocked", async () => {
    const kyc = await atPayment();
    await app.deps.db('users').where({ id: kyc.user.id }).update({ kyc_status: 'no' });
    expect(await canOf(kyc.browser, kyc.id)).toEqual({ advance: false, reject: false, refusal: 'investment.kycRequired' });
    expect(await answer(await step(kyc.browser, kyc.id, { from_status: 'payment' }))).toMatchObject({ status: 403, code: 'kyc_required' });

    const blocked = await atPayment();
    await app.deps.db('users').where({ id: blocked.user.id }).update({ status: 'BLOCKED' });
    expect(await canOf(blocked.browser, blocked.id)).toEqual({ advance: false, reject: false, refusal: 'investment.accountBlocked' });
    expect(await answer(await step(blocked.browser, blocked.id, { from_status: 'payment' }))).toMatchObject({ status: 403, code: 'account_blocked' });
  });
});
