// Blocking over HTTP against a real database (spec 001 §4 "Investor", "Token blocking", "Project", §5
// "Block and unblock", §6, §7): an ERIR user blocks an investor (who can then neither invest nor take
// their own steps) and unblocks them; part of a holding's tokens is frozen and released, also by 20
// requests at once; another brand's investor, project or blocking does not exist for an ERIR user;
// plain users and anonymous callers are refused; every action leaves its audit row and its mail; and
// GET /api/investors adds up each investor's holdings in pages, each page's read in the audit log;
// GET /api/blockings answers in pages.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestorBlockResult, TokenBlockResult } from '../../core/investors';
import type { BlockResult, ProjectSummary } from '../../core/projects';
import type { DbUserRow } from '../../db/tables';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { TestBrowser } from './support/browser';
import { ACCEPT, answer, invest, investor, publishedProject, step } from './support/investments';
import { approvedBySecondAdmin, proposed, stepCarriedOut } from './support/approvals';
import { block, blockings, completedInvestment, holdingState, investors } from './support/blocking';

const ACCOUNT_BLOCKED = 'Tu cuenta está bloqueada. No puedes realizar inversiones. Contacta con el administrador para más información.';

let app: TestApp;
let admin: TestBrowser;
let adminUser: DbUserRow & { password: string };
let erir: TestBrowser;
let erirUser: DbUserRow & { password: string };
let hispaxErir: TestBrowser;

beforeAll(async () => {
  app = await startTestApp();
  adminUser = await createTestUser(app.deps.db, { isAdmin: true });
  admin = await signedInBrowser(app, adminUser);
  erirUser = await createTestUser(app.deps.db, { isErir: true });
  erir = await signedInBrowser(app, erirUser);
  hispaxErir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 2 }));
});
afterAll(() => app?.close());

const mailsTo = (email: string) => app.deps.db('mail_outbox').where({ to_address: email }).orderBy('id') as Promise<{ kind: string; subject: string; text_body: string }[]>;
const auditOf = (targetId: string) => app.deps.db('audit_log').where({ target_id: targetId }).orderBy('id') as Promise<{ action: string; actor_id: string; after: Record<string, unknown> }[]>;

/** A brand-1 investor holding `tokens` tokens of a fresh project. */
async function holder(tokens: number) {
  const project = await publishedProject(admin, {}, { whitepaper: false });
  const { user, browser } = await investor(app);
  await completedInvestment(app, user, project.id, tokens);
  return { user, browser, projectId: project.id };
}

describe('blocking an investor', () => {
  it('stops their investments and their own steps until an ERIR user unblocks them, with audit rows and mails', async () => {
    const project = await publishedProject(admin);
    const { user, browser } = await investor(app);
    const { data: started } = await answer(await invest(browser, { project_id: project.id, amount: 1000 }));

    const blocked = await block<InvestorBlockResult>(erir, { type: 'investor', action: 'block', userId: user.id, reason: 'Revisión de origen de fondos' });
    expect(blocked).toMatchObject({ status: 200, data: { id: user.id, status: 'BLOCKED' } });
    expect(await answer(await invest(browser, { project_id: project.id, amount: 1000 }))).toMatchObject({ status: 403, code: 'account_blocked', error: ACCOUNT_BLOCKED });
    expect(await answer(await step(browser, started.id, ACCEPT))).toMatchObject({ status: 403, code: 'account_blocked', error: ACCOUNT_BLOCKED });
    expect(await block(admin, { type: 'investor', action: 'block', userId: user.id, reason: 'Otra vez' })).toMatchObject({ status: 409, code: 'investor_status', error: 'El inversor ya está bloqueado' });
    const open = await blockings(erir, `?userId=${user.id}&type=investor`);
    expect(open.data).toEqual([expect.objectContaining({ type: 'investor', user_id: user.id, reason: 'Revisión de origen de fondos', amount: null, released_at: null })]);
    expect(open.data[0]!.blockingId).toBe(open.data[0]!.id);

    // Unblocking waits for a second person (issue 57); their approval lifts the block.
    const unblocked = await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'investor', action: 'unblock', userId: user.id, reason: 'Documentación recibida' }));
    expect(unblocked).toMatchObject({ kind: 'investor.unblock', status: 'approved' });
    expect(await app.deps.db('users').where({ id: user.id }).first()).toMatchObject({ status: 'ACTIVE' });
    expect((await answer(await step(browser, started.id, ACCEPT))).data.status).toBe('payment');
    expect((await answer(await invest(browser, { project_id: project.id, amount: 1000 }))).status).toBe(201);
    expect(await block(erir, { type: 'investor', action: 'unblock', userId: user.id, reason: 'Otra vez' })).toMatchObject({ status: 409, error: 'El inversor no está bloqueado' });

    // The blocking stays, released: who, when and why.
    expect((await blockings(erir, `?userId=${user.id}&type=investor`)).data).toEqual([]);
    const [history] = (await blockings(erir, `?userId=${user.id}&state=all`)).data;
    expect(history).toMatchObject({ type: 'investor', release_reason: 'Documentación recibida', released_at: expect.any(String), blocked_by_name: 'Usuaria de Prueba' });
    const row = await app.deps.db('blockings').where({ id: history!.id }).first();
    // The release is the checker's, who carried it out.
    expect(row).toMatchObject({ released_by: unblocked.checker!.id, ledger_reference: expect.stringMatching(/^address_freeze_/), release_ledger_reference: expect.stringMatching(/^address_unfreeze_/) });

    const audit = (await auditOf(user.id)).filter((entry) => entry.action.startsWith('investor.'));
    expect(audit.map((entry) => [entry.action, entry.actor_id, entry.after.reason])).toEqual([
      ['investor.block', erirUser.id, 'Revisión de origen de fondos'],
      ['investor.unblock', unblocked.checker!.id, 'Documentación recibida'],
    ]);
    const mails = (await mailsTo(user.email)).filter((mail) => mail.kind.startsWith('investor_'));
    expect(mails.map((mail) => mail.kind)).toEqual(['investor_blocked', 'investor_unblocked']);
    expect(mails[0]!.text_body).toContain('Motivo: Revisión de origen de fondos');
    expect(mails[1]!.text_body).toContain('Motivo: Documentación recibida');
  });

  it('writes the mail in the investor’s language', async () => {
    const { user } = await investor(app);
    await app.deps.db('users').where({ id: user.id }).update({ locale: 'en' });
    await block(erir, { type: 'investor', action: 'block', userId: user.id, reason: 'Sanctions screening' });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: 'investor_blocked', subject: expect.stringContaining('has been blocked') });
    expect(mail!.text_body).toContain('Reason: Sanctions screening');
  });

  it('needs a reason, refuses one’s own account and an administrator’s, and says when nobody is there', async () => {
    const { user } = await investor(app);
    expect(await block(erir, { type: 'investor', action: 'block', userId: user.id })).toMatchObject({ status: 400, error: 'Indica un motivo' });
    expect(await block(erir, { type: 'investor', action: 'block', userId: user.id, reason: '   ' })).toMatchObject({ status: 400, error: 'Indica un motivo' });
    expect(await block(erir, { type: 'investor', action: 'block', userId: erirUser.id, reason: 'x' })).toMatchObject({ status: 403, code: 'not_blockable' });
    const anAdmin = await createTestUser(app.deps.db, { isAdmin: true });
    expect(await block(erir, { type: 'investor', action: 'block', userId: anAdmin.id, reason: 'x' })).toMatchObject({ status: 403, error: 'La cuenta de un administrador no se puede bloquear' });
    expect(await block(erir, { type: 'investor', action: 'block', userId: randomUUID(), reason: 'x' })).toMatchObject({ status: 404, error: 'Inversor no encontrado' });
    expect(await block(erir, { type: 'investor', action: 'freeze', userId: user.id, reason: 'x' })).toMatchObject({ status: 400, error: 'La acción debe ser block o unblock' });
    expect(await block(erir, { type: 'wallet', action: 'block', userId: user.id, reason: 'x' })).toMatchObject({ status: 400, error: 'El tipo de bloqueo no es válido' });
    expect(await app.deps.db('blockings').where({ user_id: user.id })).toEqual([]);
  });

  it('suspends a blocked ERIR user’s powers (blocking, the list, the register) until an admin unblocks them', async () => {
    const { user } = await investor(app);
    const colleague = await createTestUser(app.deps.db, { isErir: true });
    const colleagueBrowser = await signedInBrowser(app, colleague);
    expect(await block(admin, { type: 'investor', action: 'block', userId: colleague.id, reason: 'Revisión interna' })).toMatchObject({ status: 200 });
    expect(await block(colleagueBrowser, { type: 'investor', action: 'block', userId: user.id, reason: 'x' })).toMatchObject({
      status: 403,
      error: 'Tu cuenta está bloqueada: tus permisos de ERIR están suspendidos. Contacta con el administrador.',
    });
    expect((await investors(colleagueBrowser)).status).toBe(403);
    expect((await colleagueBrowser.request('/api/investors/register.csv')).status).toBe(403);
    await approvedBySecondAdmin(app, await admin.postJson('/api/block', { type: 'investor', action: 'unblock', userId: colleague.id, reason: 'Revisada' }));
    expect(await block(colleagueBrowser, { type: 'investor', action: 'block', userId: user.id, reason: 'Revisión' })).toMatchObject({ status: 200 });
  });
});

describe('blocking tokens', () => {
  it('freezes part of a holding up to what is left, releases one blocking at a time with the fixed reason, and keeps every row', async () => {
    const { user, projectId } = await holder(10);
    const tokens = (amount: unknown, reason: unknown = 'Embargo judicial') => block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId, amount, reason });

    const first = await tokens(5);
    expect(first).toMatchObject({ status: 200, data: { total_tokens: 10, total_tokens_blocked: 5, blocking: { type: 'tokens', amount: 5, reason: 'Embargo judicial', user_id: user.id, project_id: projectId } } });
    expect(await tokens(6)).toMatchObject({ status: 400, code: 'token_amount_invalid', error: 'Cantidad de tokens inválida' });
    for (const amount of [0, -1, 1.5, 'cinco', undefined]) expect(await tokens(amount), String(amount)).toMatchObject({ status: 400, error: 'Cantidad de tokens inválida' });
    expect(await block(erir, { type: 'tokens', action: 'block', userId: user.id, projectId, amount: 5 })).toMatchObject({ status: 400, error: 'Indica un motivo' });
    const second = await tokens('5', 'Garantía');
    expect(second).toMatchObject({ status: 200, data: { total_tokens_blocked: 10 } });
    expect(await tokens(1)).toMatchObject({ status: 400, error: 'Cantidad de tokens inválida' });
    expect(await holdingState(app, user.id, projectId)).toEqual({ tokens: 10, frozen: 10, openSum: 10 });

    const released = await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'tokens', action: 'unblock', blockingId: first.data.blocking.id, reason: 'ignored' }));
    expect(released).toMatchObject({ kind: 'tokens.release', effect: { tokens: 5 } });
    expect(await app.deps.db('blockings').where({ id: first.data.blocking.id }).first()).toMatchObject({ release_reason: 'Desbloqueo de tokens', released_at: expect.any(Date) });
    expect(await block(erir, { type: 'tokens', action: 'unblock', blockingId: first.data.blocking.id })).toMatchObject({ status: 409, code: 'blocking_released', error: 'Este bloqueo ya se ha levantado' });
    expect(await block(erir, { type: 'tokens', action: 'unblock', blockingId: randomUUID() })).toMatchObject({ status: 404, error: 'Bloqueo no encontrado' });
    expect(await holdingState(app, user.id, projectId)).toEqual({ tokens: 10, frozen: 5, openSum: 5 });
    expect(await tokens(5)).toMatchObject({ status: 200, data: { total_tokens_blocked: 10 } });

    // Open ones by default, newest first; with state=all the released one too, still there.
    const open = await blockings(erir, `?userId=${user.id}&projectId=${projectId}&type=tokens`);
    expect(open.data.map((b) => [b.amount, b.reason])).toEqual([
      [5, 'Embargo judicial'],
      [5, 'Garantía'],
    ]);
    const all = await blockings(erir, `?userId=${user.id}&projectId=${projectId}&type=tokens&state=all`);
    expect(all.data).toHaveLength(3);
    expect(all.data.find((b) => b.id === first.data.blocking.id)).toMatchObject({ release_reason: 'Desbloqueo de tokens' });
    const row = await app.deps.db('blockings').where({ id: first.data.blocking.id }).first();
    expect(row).toMatchObject({ tokens: 5, released_by: released.checker!.id, ledger_reference: expect.stringMatching(/^freeze_/), release_ledger_reference: expect.stringMatching(/^unfreeze_/) });

    const audit = await app.deps.db('audit_log').whereIn('action', ['tokens.block', 'tokens.unblock']).whereRaw(`after->>'user_id' = ?`, [user.id]).orderBy('id');
    expect(audit.map((entry: { action: string; target_type: string }) => [entry.action, entry.target_type])).toEqual([
      ['tokens.block', 'blocking'],
      ['tokens.block', 'blocking'],
      ['tokens.unblock', 'blocking'],
      ['tokens.block', 'blocking'],
    ]);
    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['tokens_blocked', 'tokens_blocked', 'tokens_unblocked', 'tokens_blocked']);
    expect(mails[0]!.text_body).toContain('Motivo: Embargo judicial');
    expect(mails[2]!.text_body).toContain('Motivo: Desbloqueo de tokens');
    expect(mails[2]!.subject).toContain('5');
  });

  it('refuses tokens the investor does not hold', async () => {
    const project = await publishedProject(admin, {}, { whitepaper: false });
    const { user, browser } = await investor(app);
    // Created but not minted: nothing to block yet.
    expect((await answer(await invest(browser, { project_id: project.id, amount: 1000 }))).status).toBe(201);
    expect(await block(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: project.id, amount: 1, reason: 'x' })).toMatchObject({ status: 400, error: 'Cantidad de tokens inválida' });
    expect(await block(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: randomUUID(), amount: 1, reason: 'x' })).toMatchObject({ status: 404, error: 'Project not found' });
  });

  it('never freezes more than the holding, even with 20 requests at once', async () => {
    const { user, projectId } = await holder(30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => block<TokenBlockResult>(i % 2 ? admin : erir, { type: 'tokens', action: 'block', userId: user.id, projectId, amount: 2, reason: `Bloqueo ${i}` })),
    );
    const accepted = answers.filter((res) => res.status === 200);
    expect(answers.every((res) => res.status === 200 || (res.status === 400 && res.error === 'Cantidad de tokens inválida')), JSON.stringify(answers.filter((res) => res.status !== 200 && res.status !== 400))).toBe(true);
    expect(accepted.reduce((sum, res) => sum + res.data.blocking.amount!, 0)).toBe(30);
    expect(await holdingState(app, user.id, projectId)).toEqual({ tokens: 30, frozen: 30, openSum: 30 });
  });
});

describe('blocking a project', () => {
  it('records the block and its release, hides the project and refuses investments and mints meanwhile', async () => {
    const project = await publishedProject(admin);
    const atMint = await investor(app);
    const { data: waiting } = await answer(await invest(atMint.browser, { project_id: project.id, amount: 1000 }));
    await step(atMint.browser, waiting.id, ACCEPT);
    await step(atMint.browser, waiting.id, {});
    await step(admin, waiting.id, {});
    expect((await answer(await step(admin, waiting.id, {}))).data.status).toBe('mint');

    const blocked = await block<BlockResult>(erir, { type: 'project', action: 'block', projectId: project.id, reason: 'Requerimiento de la CNMV' });
    expect(blocked).toMatchObject({ status: 200, data: { id: project.id, status: 'blocked' } });
    const catalog = await answer<ProjectSummary[]>(await atMint.browser.request('/api/projects?limit=100'));
    expect(catalog.data.map((p) => p.id)).not.toContain(project.id);
    expect(await answer(await invest((await investor(app)).browser, { project_id: project.id, amount: 1000 }))).toMatchObject({ status: 404, code: 'project_not_found', error: 'Proyecto no encontrado' });
    expect(await answer(await step(admin, waiting.id, {}))).toMatchObject({ status: 409, error: 'El proyecto está bloqueado: no se pueden emitir tokens' });

    const unblock = await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'project', action: 'unblock', projectId: project.id, reason: 'Resuelto' }));
    expect(await app.deps.db('projects').where({ id: project.id }).first()).toMatchObject({ status: 'active' });
    expect((await stepCarriedOut(app, admin, waiting.id, {})).data.status).toBe('completed');
    const [row] = await app.deps.db('blockings').where({ project_id: project.id, type: 'project' });
    // The release is the checker's, who carried it out.
    expect(row).toMatchObject({ reason: 'Requerimiento de la CNMV', release_reason: 'Resuelto', blocked_by: erirUser.id, released_by: unblock.checker!.id, ledger_reference: expect.stringMatching(/^pause_/), release_ledger_reference: expect.stringMatching(/^unpause_/) });
    expect((await auditOf(project.id)).filter((e) => e.action.startsWith('project.') && e.action.endsWith('block')).map((e) => e.after.blocking_id)).toEqual([row.id, row.id]);
  });
});

describe('who may block and read', () => {
  it('answers another brand’s ERIR user as if the investor, project or blocking did not exist', async () => {
    const { user, projectId } = await holder(4);
    const { data } = await block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId, amount: 1, reason: 'x' });
    const refusals = await Promise.all([
      block(hispaxErir, { type: 'investor', action: 'block', userId: user.id, reason: 'x' }),
      block(hispaxErir, { type: 'tokens', action: 'block', userId: user.id, projectId, amount: 1, reason: 'x' }),
      block(hispaxErir, { type: 'tokens', action: 'unblock', blockingId: data.blocking.id }),
      block(hispaxErir, { type: 'project', action: 'block', projectId, reason: 'x' }),
      blockings(hispaxErir, `?userId=${user.id}`),
    ]);
    expect(refusals.map((res) => [res.status, res.error])).toEqual([
      [404, 'Inversor no encontrado'],
      [404, 'Inversor no encontrado'],
      [404, 'Bloqueo no encontrado'],
      [404, 'Project not found'],
      [404, 'Inversor no encontrado'],
    ]);
    const listed = await investors(hispaxErir, `?domain=1&q=${encodeURIComponent(user.email)}`);
    expect(listed.data).toEqual([]);
    expect((await investors(admin, `?q=${encodeURIComponent(user.email)}`)).data.map((row) => row.id)).toEqual([user.id]);
    expect((await investors(admin, `?domain=2&q=${encodeURIComponent(user.email)}`)).data).toEqual([]);
    expect(await holdingState(app, user.id, projectId)).toMatchObject({ frozen: 1 });
  });

  it('refuses plain users (403) and anonymous callers (401)', async () => {
    const { user, browser } = await investor(app);
    const anonymous = new TestBrowser(app.url);
    for (const caller of [browser, anonymous]) {
      const status = caller === browser ? 403 : 401;
      expect((await block(caller, { type: 'investor', action: 'block', userId: user.id, reason: 'x' })).status).toBe(status);
      expect((await investors(caller)).status).toBe(status);
      expect((await blockings(caller, `?userId=${user.id}`)).status).toBe(status);
    }
  });

  it('tells the viewer, row by row, what the blocks would allow: never their own account or tokens, never an admin’s account', async () => {
    const verifiedAdmin = await createTestUser(app.deps.db, { isAdmin: true, kycStatus: 'ok', email: `admin-${randomUUID().slice(0, 8)}@example.com` });
    const verifiedErir = await createTestUser(app.deps.db, { isErir: true, kycStatus: 'ok', email: `erir-${randomUUID().slice(0, 8)}@example.com` });
    const { user } = await investor(app);
    const viewer = await signedInBrowser(app, verifiedErir);
    const canOf = async (email: string) => (await investors(viewer, `?q=${encodeURIComponent(email)}`)).data[0]?.can;
    expect(await canOf(user.email)).toEqual({ block: true, block_tokens: true });
    expect(await canOf(verifiedAdmin.email)).toEqual({ block: false, block_tokens: true });
    expect(await canOf(verifiedErir.email)).toEqual({ block: false, block_tokens: false });
  });
});

describe('GET /api/investors', () => {
  it('adds up each investor’s holdings, open blockings and mints, newest first, uncached', async () => {
    const [a, b] = [await publishedProject(admin, { name: 'Aaa Solar' }, { whitepaper: false }), await publishedProject(admin, { name: 'Bbb Eólico' }, { whitepaper: false })];
    const { user, browser } = await investor(app);
    const older = await completedInvestment(app, user, a.id, 4, new Date('2026-01-10T10:00:00Z'));
    const newer = await completedInvestment(app, user, a.id, 6, new Date('2026-03-10T10:00:00Z'));
    const other = await completedInvestment(app, user, b.id, 3, new Date('2026-02-10T10:00:00Z'));
    // Reserved, not minted: neither tokens nor euros invested yet.
    expect((await answer(await invest(browser, { project_id: a.id, amount: 1000 }))).status).toBe(201);
    const kept = await block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: a.id, amount: 2, reason: 'Embargo' });
    const lifted = await block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: a.id, amount: 1, reason: 'Temporal' });
    await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'tokens', action: 'unblock', blockingId: lifted.data.blocking.id }));
    const latest = await block<TokenBlockResult>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: a.id, amount: 3, reason: 'Garantía' });
    await block(erir, { type: 'investor', action: 'block', userId: user.id, reason: 'AML' });
    // A release proposed, not yet approved: the blocking stays open and names the request.
    const waiting = await proposed(await erir.postJson('/api/block', { type: 'tokens', action: 'unblock', blockingId: kept.data.blocking.id }));
    const pendingRelease = { id: waiting.id, kind: 'tokens.release', maker: expect.objectContaining({ id: erirUser.id, email: erirUser.email }), expires_at: waiting.expires_at };

    const res = await erir.request(`/api/investors?q=${encodeURIComponent(user.email.toUpperCase())}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as Awaited<ReturnType<typeof investors>>;
    expect(body).toMatchObject({ success: true, nextCursor: null, can: { block: true, export: true } });
    expect(body.data).toEqual([
      {
        id: user.id,
        name: 'Usuaria de Prueba',
        email: user.email,
        status: 'BLOCKED',
        kyc_approved_at: null,
        total_invested: 1300,
        domain_id: 1,
        can: { block: true, block_tokens: true },
        pending_approval: null,
        investments: [
          {
            project_id: a.id,
            project_name: 'Aaa Solar',
            total_tokens: 10,
            total_amount: 1000,
            total_tokens_blocked: 5,
            blockings: [
              expect.objectContaining({ id: latest.data.blocking.id, amount: 3, reason: 'Garantía', pending_approval: null }),
              expect.objectContaining({ id: kept.data.blocking.id, amount: 2, reason: 'Embargo', pending_approval: pendingRelease }),
            ],
            history: [
              { id: newer, tokens: 6, amount: 600, mint_at: '2026-03-10T10:00:00.000Z' },
              { id: older, tokens: 4, amount: 400, mint_at: '2026-01-10T10:00:00.000Z' },
            ],
          },
          { project_id: b.id, project_name: 'Bbb Eólico', total_tokens: 3, total_amount: 300, total_tokens_blocked: 0, blockings: [], history: [{ id: other, tokens: 3, amount: 300, mint_at: '2026-02-10T10:00:00.000Z' }] },
        ],
      },
    ]);
    // The blockings list names the same request, the same way.
    const listed = await blockings(erir, `?userId=${user.id}&projectId=${a.id}&type=tokens`);
    expect(listed.data.map((row) => [row.id, row.pending_approval])).toEqual([
      [latest.data.blocking.id, null],
      [kept.data.blocking.id, body.data[0]!.investments[0]!.blockings[1]!.pending_approval],
    ]);
  });

  it('lists only verified investors, newest approval first then those without a date, in keyset pages', async () => {
    const marker = `Paginada ${randomUUID().slice(0, 6)}`;
    const approvedAt = (day: number) => new Date(Date.UTC(2026, 0, day, 12, 0, 0, 123_000) + 0.456);
    const made: { id: string; at: Date | null }[] = [];
    for (const [i, at] of [approvedAt(3), approvedAt(5), null, approvedAt(4), null, approvedAt(5)].entries()) {
      const user = await createTestUser(app.deps.db, { kycStatus: 'ok' });
      await app.deps.db('users').where({ id: user.id }).update({ full_name: `${marker} ${i}`, kyc_approved_at: at });
      made.push({ id: user.id, at });
    }
    const pending = await createTestUser(app.deps.db, { kycStatus: 'process' });
    await app.deps.db('users').where({ id: pending.id }).update({ full_name: `${marker} pendiente` });

    const expected = [...made]
      .sort((x, y) => (y.at?.getTime() ?? -Infinity) - (x.at?.getTime() ?? -Infinity) || (y.id > x.id ? 1 : -1))
      .map((row) => row.id);
    const seen: string[] = [];
    let cursor: string | null | undefined = '';
    while (cursor !== null) {
      const page = await investors(admin, `?q=${encodeURIComponent(marker.toLowerCase())}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(expected);
  });

  it('searches names and e-mails literally, and refuses a bad query', async () => {
    const percent = await createTestUser(app.deps.db, { kycStatus: 'ok' });
    await app.deps.db('users').where({ id: percent.id }).update({ full_name: 'Ana Descuento 100%_x' });
    expect((await investors(erir, `?q=${encodeURIComponent('  descuento 100%_')}`)).data.map((row) => row.id)).toEqual([percent.id]);
    expect((await investors(erir, `?q=${encodeURIComponent('descuento 1000')}`)).data).toEqual([]);
    expect((await investors(erir, `?q=${encodeURIComponent('descuento_100')}`)).data).toEqual([]);
    expect(await investors(erir, `?q=${'x'.repeat(101)}`)).toMatchObject({ status: 400, error: 'La búsqueda no puede tener más de 100 caracteres' });
    expect((await investors(erir, '?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await investors(erir, '?limit=101')).status).toBe(400);
    expect((await investors(admin, '?domain=3')).status).toBe(400);
    expect((await blockings(erir, '?userId=nope')).status).toBe(400);
    expect((await blockings(erir, '')).status).toBe(400);
  });
});

describe('GET /api/blockings in pages', () => {
  it('answers 20 by default with the next page’s cursor, and pages through every blocking once, newest first', async () => {
    const { user, projectId } = await holder(100);
    // One insert: the blockings share blocked_at, so only the id orders them (a page boundary between equals).
    await app.deps.db('blockings').insert(
      Array.from({ length: 25 }, (_, i) => ({ type: 'tokens', user_id: user.id, project_id: projectId, tokens: 1, reason: `Lote ${i}`, blocked_by: erirUser.id, blocked_at: new Date('2026-02-01T10:00:00Z') })),
    );
    const expected = ((await app.deps.db('blockings').where({ user_id: user.id }).orderBy([{ column: 'blocked_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as { id: string }[]).map((row) => row.id);

    for (const state of ['open', 'all']) {
      const first = await blockings(erir, `?userId=${user.id}&projectId=${projectId}&type=tokens&state=${state}`);
      expect(first.status).toBe(200);
      expect(first.data).toHaveLength(20);
      expect(first.nextCursor).toEqual(expect.any(String));
    }
    const seen: string[] = [];
    let cursor: string | null | undefined = null;
    do {
      const page = await blockings(admin, `?userId=${user.id}&state=all&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status, page.error).toBe(200);
      expect(page.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.data.map((b) => b.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('refuses a limit out of 1–100 and a cursor it did not hand out, with 400', async () => {
    const { user } = await holder(1);
    for (const query of ['&limit=0', '&limit=101', '&limit=todas', '&cursor=otra-cosa', `&cursor=${Buffer.from(`|${randomUUID()}`).toString('base64url')}`]) {
      const page = await blockings(erir, `?userId=${user.id}&state=all${query}`);
      expect({ query, status: page.status, error: page.error }).toEqual({ query, status: 400, error: 'La petición no es válida' });
    }
  });
});

describe('reads of the investors list', () => {
  const lastAuditId = async () => Number(((await app.deps.db('audit_log').max({ id: 'id' }).first()) as { id: number | null }).id ?? 0);
  const readsSince = async (id: number) =>
    (await app.deps.db('audit_log').select('actor_id', 'target_type', 'target_id', 'after').where('id', '>', id).where({ action: 'investor.list_read' }).orderBy('id')) as {
      actor_id: string;
      target_type: string;
      target_id: string;
      after: Record<string, unknown>;
    }[];

  it('are recorded page by page with the query’s shape, never the search text nor whom it showed', async () => {
    const marker = `Auditada ${randomUUID().slice(0, 6)}`;
    const shown = [];
    for (let i = 0; i < 3; i++) {
      const user = await createTestUser(app.deps.db, { kycStatus: 'ok' });
      await app.deps.db('users').where({ id: user.id }).update({ full_name: `${marker} ${i}`, kyc_approved_at: new Date() });
      shown.push(user);
    }
    const start = await lastAuditId();
    const first = await investors(admin, `?q=${encodeURIComponent(marker)}&limit=2`);
    expect(first.data).toHaveLength(2);
    const second = await investors(admin, `?q=${encodeURIComponent(marker)}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.data).toHaveLength(1);
    expect((await investors(erir, '')).status).toBe(200);

    const rows = await readsSince(start);
    expect(rows).toEqual([
      { actor_id: adminUser.id, target_type: 'system', target_id: 'investors', after: { domainId: null, search: true, page: 'first', limit: 2, investors: 2 } },
      { actor_id: adminUser.id, target_type: 'system', target_id: 'investors', after: { domainId: null, search: true, page: 'next', limit: 2, investors: 1 } },
      { actor_id: erirUser.id, target_type: 'system', target_id: 'investors', after: { domainId: 1, search: false, page: 'first', limit: 20, investors: expect.any(Number) } },
    ]);
    const text = JSON.stringify(rows);
    for (const value of [marker, ...shown.flatMap((user) => [user.id, user.email])]) expect(text).not.toContain(value);
  });
});
