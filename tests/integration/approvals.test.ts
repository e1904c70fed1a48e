// Four eyes over HTTP against a real database (issue 57): each of the six actions waits for a second
// person (202 and a request) and is carried out once another approves it, with both people in the audit
// log; the maker may not approve their own (the service refuses it, and so does the table's CHECK); two
// approvers at once carry it out once; an expired request, or one whose subject changed, does nothing;
// ERIR users decide their brand's ERIR-scoped requests only; the lists, the badge and the mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalCount, ApprovalRequest } from '../../core/approvals';
import type { Investment } from '../../core/investments';
import type { TokenBlockResult } from '../../core/investors';
import type { WalletChange } from '../../core/wallet-change';
import type { DbUserRow } from '../../db/tables';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';
import { ACCEPT, answer, invest, investor, publishedProject, step } from './support/investments';
import { block, completedInvestment } from './support/blocking';
import { freshWallet, submitCompleteApplication, PERSONAL } from './support/kyc';
import { approvedBySecondAdmin, decide, proposed, secondAdmin } from './support/approvals';
import { stepUp } from './support/second-factor';

let app: TestApp;
let maker: TestBrowser;
let makerUser: DbUserRow & { password: string };
let checker: TestBrowser;
let otherChecker: TestBrowser;
let erir: TestBrowser;
let hispaxErir: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  makerUser = await createTestUser(app.deps.db, { isAdmin: true });
  maker = await signedInBrowser(app, makerUser);
  checker = await secondAdmin(app);
  otherChecker = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
  erir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 1 }));
  hispaxErir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 2 }));
});
afterAll(() => app?.close());

const auditOf = (targetId: string) => app.deps.db('audit_log').where({ target_id: targetId }).orderBy('id') as Promise<{ action: string; actor_id: string | null; after: Record<string, unknown> }[]>;
const requestRow = (id: string) => app.deps.db('approval_requests').where({ id }).first();
const investmentOf = async (id: string) => (await answer<Investment>(await maker.request(`/api/investment/${id}`))).data;

/** An investment at its mint step, the steps taken by the investor and the maker. */
async function atMint() {
  const project = await publishedProject(maker);
  const { browser } = await investor(app);
  let current = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));
  while (current.data.status !== 'mint') {
    const by = ['start', 'payment'].includes(current.data.status) ? browser : maker;
    current = await answer(await step(by, current.data.id, current.data.status === 'start' ? ACCEPT : {}));
    expect(current.status, JSON.stringify(current)).toBe(200);
  }
  return { investment: current.data, browser };
}

/** Both people in the log: the proposal by the maker, the approval by the checker naming the maker. */
async function expectBothInAudit(requestId: string, checkerId: string) {
  const rows = await auditOf(requestId);
  expect(rows.map((row) => row.action)).toEqual(['approval.propose', 'approval.approve']);
  expect(rows[0]).toMatchObject({ actor_id: makerUser.id });
  expect(rows[1]).toMatchObject({ actor_id: checkerId, after: { maker_id: makerUser.id, checker_id: checkerId } });
}

describe('the mint step', () => {
  it('waits for a second admin, who is told by mail; the maker cannot approve it; approved, it mints once', async () => {
    const { investment, browser } = await atMint();
    const res = await step(maker, investment.id, { from_status: 'mint' });
    expect(res.status).toBe(202);
    const request = await proposed(res);
    expect(request).toMatchObject({
      kind: 'investment.mint',
      status: 'pending',
      subject: { type: 'investment', id: investment.id, path: `/dashboard/investments/${investment.id}` },
      effect: { tokens: investment.tokens, amount: investment.amount },
      maker: { id: makerUser.id, email: makerUser.email },
      checker: null,
      can: { decide: false, refusal: { code: 'own_approval' } },
    });
    expect(request.payload_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(request.expires_at).getTime() - new Date(request.created_at).getTime()).toBe(48 * 3600 * 1000);
    // Nothing minted yet; the investor sees the mint step as before.
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(0);
    expect((await answer<Investment>(await browser.request(`/api/investment/${investment.id}`))).data).toMatchObject({ status: 'mint', minting: false });
    // A second proposal while it waits.
    expect(await answer(await step(maker, investment.id, { from_status: 'mint' }))).toMatchObject({ status: 409, code: 'approval_pending' });
    // The other admins hear of it; the maker does not.
    const mails = (await app.deps.db('mail_outbox').where({ kind: 'approval_requested' })) as { to_address: string; text_body: string }[];
    expect(mails.map((mail) => mail.to_address)).not.toContain(makerUser.email);
    expect(mails.find((mail) => mail.text_body.includes('/dashboard/approvals'))).toBeDefined();
    // The badge counts what the caller could decide.
    expect((await answer<ApprovalCount>(await maker.request('/api/approvals/count'))).data.pending).toBe(0);
    expect((await answer<ApprovalCount>(await checker.request('/api/approvals/count'))).data.pending).toBeGreaterThanOrEqual(1);

    // Asked without a step-up: the maker has no second factor here, and proving one would make them step up for every later proposal.
    expect(await answer(await maker.postJson(`/api/approvals/${request.id}/approve`, {}))).toMatchObject({ status: 403, code: 'own_approval' });
    const approved = await decide(checker, request.id, 'approve', 'Transferencia comprobada');
    expect(approved).toMatchObject({ status: 200, data: { status: 'approved', decision_comment: 'Transferencia comprobada', checker: { email: expect.any(String) }, can: { decide: false } } });
    expect(await investmentOf(investment.id)).toMatchObject({ status: 'completed' });
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(1);
    await expectBothInAudit(request.id, approved.data.checker!.id);
    // Decided once.
    expect(await decide(otherChecker, request.id, 'approve')).toMatchObject({ status: 409, code: 'approval_closed' });
  });

  it('is refused by the table when the service check is bypassed: the checker is never the maker', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    await expect(app.deps.db('approval_requests').where({ id: request.id }).update({ status: 'approved', checker_id: makerUser.id, decided_at: new Date() })).rejects.toThrow(/approval_requests_four_eyes_check/);
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending', checker_id: null });
  });

  it('two approvers at once: one carries it out, the other is told it is closed', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    const answers = await Promise.all([decide(checker, request.id, 'approve'), decide(otherChecker, request.id, 'approve')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)).toMatchObject({ code: 'approval_closed' });
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(1);
    expect((await auditOf(request.id)).filter((row) => row.action === 'approval.approve')).toHaveLength(1);
  });

  it('an expired request does nothing, and the housekeeping marks past-due ones expired', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    await app.deps.db('approval_requests').where({ id: request.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await decide(checker, request.id, 'approve')).toMatchObject({ status: 409, code: 'approval_closed' });
    expect(await requestRow(request.id)).toMatchObject({ status: 'expired', checker_id: null });
    expect(await investmentOf(investment.id)).toMatchObject({ status: 'mint' });
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(0);

    // Once it expired, the action may be proposed again; the sweep closes it when it runs late too.
    const again = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    await app.deps.db('approval_requests').where({ id: again.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect(await app.deps.approvals.expirePastDue()).toBeGreaterThanOrEqual(1);
    expect(await requestRow(again.id)).toMatchObject({ status: 'expired' });
    expect((await auditOf(again.id)).map((row) => row.action)).toEqual(['approval.propose', 'approval.expire']);
  });

  it('a request whose investment changed since is void and does nothing', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    await app.deps.db('investments').where({ id: investment.id }).update({ amount_cents: 90_000, tokens: 9, updated_at: new Date() });
    expect(await decide(checker, request.id, 'approve')).toMatchObject({ status: 409, code: 'approval_void' });
    expect(await requestRow(request.id)).toMatchObject({ status: 'void' });
    expect(await app.deps.db('token_mints').where({ investment_id: investment.id })).toHaveLength(0);
  });

  it('a rejection needs a comment and changes nothing else', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    expect(await decide(checker, request.id, 'reject', '  ')).toMatchObject({ status: 400 });
    expect(await decide(checker, request.id, 'reject', 'El pago no ha llegado')).toMatchObject({ status: 200, data: { status: 'rejected', decision_comment: 'El pago no ha llegado' } });
    expect(await investmentOf(investment.id)).toMatchObject({ status: 'mint' });
    const history = await answer<ApprovalRequest[]>(await checker.request('/api/approvals?view=history&limit=100'));
    expect(history.data.find((row) => row.id === request.id)).toMatchObject({ status: 'rejected' });
    const pending = await answer<ApprovalRequest[]>(await checker.request('/api/approvals?view=pending&limit=100'));
    expect(pending.data.find((row) => row.id === request.id)).toBeUndefined();
  });
});

describe('step-up', () => {
  /** The browser's user's second factor, proved six minutes ago: past the step-up window. */
  async function factorProvedLongAgo(browser: TestBrowser) {
    await stepUp(browser);
    const me = await answer<{ id: string }>(await browser.request('/api/auth/me'));
    await app.deps.db('sessions').where({ user_id: me.data.id }).update({ second_factor_at: new Date(Date.now() - 6 * 60 * 1000) });
  }

  it('a checker whose second factor was proved over five minutes ago is asked for it again, and nothing happens until they prove it', async () => {
    const { investment } = await atMint();
    const request = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    const late = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
    await factorProvedLongAgo(late);
    expect(await answer(await late.postJson(`/api/approvals/${request.id}/approve`, {}))).toMatchObject({ status: 401, code: 'step_up_required' });
    expect(await answer(await late.postJson(`/api/approvals/${request.id}/reject`, { comment: 'No' }))).toMatchObject({ status: 401, code: 'step_up_required' });
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending', checker_id: null });
    await stepUp(late);
    expect(await answer(await late.postJson(`/api/approvals/${request.id}/approve`, {}))).toMatchObject({ status: 200, data: { status: 'approved' } });
    expect(await investmentOf(investment.id)).toMatchObject({ status: 'completed' });
  });

  it('so is a maker proposing: no request is stored until they prove it', async () => {
    const { investment } = await atMint();
    const late = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true }));
    await factorProvedLongAgo(late);
    expect(await answer(await step(late, investment.id, { from_status: 'mint' }))).toMatchObject({ status: 401, code: 'step_up_required' });
    expect(await app.deps.db('approval_requests').where({ subject_id: investment.id })).toHaveLength(0);
    await stepUp(late);
    expect((await step(late, investment.id, { from_status: 'mint' })).status).toBe(202);
  });
});

describe('the other four-eyes actions, end to end', () => {
  it('a KYC approval', async () => {
    const { browser } = await investor(app, { kycStatus: 'no' });
    const id = await submitCompleteApplication(browser);
    const request = await proposed(await maker.postJson(`/api/kyc/approve/${id}`, {}));
    expect(request).toMatchObject({ kind: 'kyc.approve', subject: { type: 'kyc_application', id } });
    expect((await app.deps.db('kyc_applications').where({ id }).first()).status).toBe('SUBMITTED');
    // The review route's approval waits the same way; its rejection does not.
    expect(await answer(await maker.postJson('/api/kyc/review', { applicationId: id, status: 'APPROVED' }))).toMatchObject({ status: 409, code: 'approval_pending' });
    const approved = await decide(checker, request.id, 'approve');
    expect(approved.status).toBe(200);
    expect((await app.deps.db('kyc_applications').where({ id }).first()).status).toBe('APPROVED');
    await expectBothInAudit(request.id, approved.data.checker!.id);
  });

  it('a KYC approval whose application was rejected meanwhile is void: approving it is refused once and for all', async () => {
    const { browser } = await investor(app, { kycStatus: 'no' });
    const id = await submitCompleteApplication(browser);
    const request = await proposed(await maker.postJson(`/api/kyc/approve/${id}`, {}));
    // The rejection does not wait for four eyes; the application is then no longer approvable.
    expect((await answer(await maker.postJson('/api/kyc/review', { applicationId: id, status: 'REJECTED', comments: 'Documento caducado' }))).status).toBe(200);
    expect(await decide(checker, request.id, 'approve')).toMatchObject({ status: 409, code: 'approval_void' });
    expect(await requestRow(request.id)).toMatchObject({ status: 'void', checker_id: null });
    expect((await auditOf(request.id)).map((row) => [row.action, row.actor_id])).toEqual([
      ['approval.propose', makerUser.id],
      ['approval.void', null],
    ]);
    expect((await app.deps.db('kyc_applications').where({ id }).first()).status).toBe('REJECTED');
    expect(await decide(otherChecker, request.id, 'approve')).toMatchObject({ status: 409, code: 'approval_closed' });
  });

  it('an investor unblock, a token release and a project unblock (an ERIR user proposes, an admin approves)', async () => {
    const project = await publishedProject(maker);
    const { user } = await investor(app);
    await completedInvestment(app, user, project.id, 20);

    expect((await block(erir, { type: 'investor', action: 'block', userId: user.id, reason: 'Revisión' })).status).toBe(200);
    const unblock = await erir.postJson('/api/block', { type: 'investor', action: 'unblock', userId: user.id, reason: 'Documentación recibida' });
    await approvedBySecondAdmin(app, unblock);
    expect((await app.deps.db('users').where({ id: user.id }).first()).status).toBe('ACTIVE');

    const frozen = await block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: project.id, amount: 5, reason: 'Embargo' });
    const release = await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'tokens', action: 'unblock', blockingId: frozen.data.blocking.id }));
    expect(release).toMatchObject({ kind: 'tokens.release', effect: { tokens: 5 } });
    expect((await app.deps.db('blockings').where({ id: frozen.data.blocking.id }).first()).released_at).not.toBeNull();

    expect((await block(erir, { type: 'project', action: 'block', projectId: project.id, reason: 'Incidencia' })).status).toBe(200);
    await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'project', action: 'unblock', projectId: project.id, reason: 'Resuelta' }));
    expect((await app.deps.db('projects').where({ id: project.id }).first()).status).toBe('active');
  });

  it('a wallet recovery', async () => {
    const { browser } = await investor(app, { kycStatus: 'no' });
    const wallet = freshWallet();
    await approvedBySecondAdmin(app, await maker.postJson(`/api/kyc/approve/${await submitCompleteApplication(browser, { ...PERSONAL, wallet })}`, {}));
    const target = freshWallet();
    const change = await answer<WalletChange>(await browser.postJson('/api/kyc/wallet-change', { wallet: target, wallet_repeat: target }));
    expect(change.status).toBe(201);
    const request = await proposed(await maker.postJson(`/api/kyc/wallet-change/${change.data.id}/review`, { status: 'APPROVED' }));
    expect(request).toMatchObject({ kind: 'wallet.recover', effect: { wallet: target, previous_wallet: wallet } });
    expect((await app.deps.db('wallet_changes').where({ id: change.data.id }).first()).status).toBe('PENDING');
    const approved = await decide(checker, request.id, 'approve');
    expect(approved.status).toBe(200);
    expect((await app.deps.db('wallet_changes').where({ id: change.data.id }).first()).status).toBe('APPROVED');
    await expectBothInAudit(request.id, approved.data.checker!.id);
  });
});

describe('ERIR users as checkers', () => {
  it('approve an ERIR-scoped request of their brand, never another brand’s nor a mint', async () => {
    const { user } = await investor(app);
    expect((await block(maker, { type: 'investor', action: 'block', userId: user.id, reason: 'Revisión' })).status).toBe(200);
    const request = await proposed(await maker.postJson('/api/block', { type: 'investor', action: 'unblock', userId: user.id, reason: 'Aclarado' }));
    expect(await decide(hispaxErir, request.id, 'approve')).toMatchObject({ status: 404, code: 'approval_not_found' });
    expect((await answer(await hispaxErir.request(`/api/approvals/${request.id}`))).status).toBe(404);
    expect((await answer<ApprovalRequest>(await erir.request(`/api/approvals/${request.id}`))).data).toMatchObject({ can: { decide: true } });
    expect(await decide(erir, request.id, 'approve')).toMatchObject({ status: 200, data: { status: 'approved' } });
    expect((await app.deps.db('users').where({ id: user.id }).first()).status).toBe('ACTIVE');

    const { investment } = await atMint();
    const mint = await proposed(await step(maker, investment.id, { from_status: 'mint' }));
    expect(await decide(erir, mint.id, 'approve')).toMatchObject({ status: 404 });
    const seen = await answer<ApprovalRequest[]>(await erir.request('/api/approvals?limit=100'));
    expect(seen.data.some((row) => row.kind === 'investment.mint')).toBe(false);
  });
});
