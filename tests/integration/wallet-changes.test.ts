// A new wallet for an approved investor, through HTTP: the investor asks (the address twice), another
// person decides; approval moves the holdings on chain (forcedTransfer), keeps each freeze, verifies the
// new wallet and deregisters the old one, and the next mint goes to the new address. Every refusal leaves
// the wallet as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { identityRegistry, permissionedToken } from '../../chain/generated/contracts';
import type { KycApplication } from '../../core/kyc';
import type { WalletChange } from '../../core/wallet-change';
import type { ApprovalPending } from '../../core/approvals';
import type { UserListItem } from '../../core/user-list';
import { reconcileChain } from '../../bff/chain/reconcile';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { CHECKSUM_WALLET, PERSONAL, submitCompleteApplication } from './support/kyc';
import { answer } from './support/investments';
import { block } from './support/blocking';
import type { TestBrowser } from './support/browser';
import { atMint, minted, tokenAndInvestor } from './support/chain-investments';
import { queueDrained } from './support/chain-waits';
import { approvedBySecondAdmin, decide as decideRequest, secondAdmin } from './support/approvals';

let app: TestApp;
let admin: TestBrowser;
let erir: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 }));
  erir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 1 }));
});
afterAll(() => app?.close());

const newWallet = () => privateKeyToAddress(generatePrivateKey());
const ask = async (browser: TestBrowser, wallet: string, repeat = wallet) => answer<WalletChange>(await browser.postJson('/api/kyc/wallet-change', { wallet, wallet_repeat: repeat }));
const decide = async (browser: TestBrowser, id: string, body: { status: string; comments?: string }) => answer<WalletChange>(await browser.postJson(`/api/kyc/wallet-change/${id}/review`, body));
const approveChange = async (id: string) => approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/wallet-change/${id}/review`, { status: 'APPROVED' }));
const ownApplication = async (browser: TestBrowser) => (await answer<KycApplication[]>(await browser.request('/api/kyc/applications'))).data[0]!;

async function onChain(token: Address, wallet: Address) {
  const client = app.deps.chain!.client;
  const of = { address: token, abi: permissionedToken.abi, args: [wallet] } as const;
  const registry = await client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'identityRegistry' });
  return {
    balance: await client.readContract({ ...of, functionName: 'balanceOf' }),
    frozenTokens: await client.readContract({ ...of, functionName: 'getFrozenTokens' }),
    frozen: await client.readContract({ ...of, functionName: 'isFrozen' }),
    verified: await client.readContract({ address: registry, abi: identityRegistry.abi, functionName: 'isVerified', args: [wallet] }),
  };
}

describe('a new wallet for an approved investor', () => {
  it('moves the holdings to the new wallet on chain, with their frozen part, once an admin approves', async () => {
    const wallet = newWallet();
    const { project, token, user, browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet });
    await minted(app, admin, project, browser, 3000);
    expect((await block(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: project.id, amount: 12, reason: 'Embargo judicial' })).status).toBe(200);
    await queueDrained(app);

    const target = newWallet();
    // Typed once in lower case, pasted once checksummed: the same address.
    const asked = await ask(browser, target.toLowerCase(), target);
    expect(asked).toMatchObject({ status: 201, data: { status: 'PENDING', old_wallet: wallet, new_wallet: target.toLowerCase() } });
    expect(await ask(browser, newWallet())).toMatchObject({ status: 409, code: 'wallet_change_refused' });
    const waiting = await ownApplication(browser);
    expect(waiting).toMatchObject({ wallet, wallet_change: { id: asked.data.id, status: 'PENDING' } });
    // The admins' review filter finds it; the row says why.
    const queue = await answer<UserListItem[]>(await admin.request('/api/users?kyc=review&limit=100'));
    expect(queue.data.find((row) => row.id === user.id)).toMatchObject({ wallet_change_pending: true, kyc_application_id: waiting.id });

    // Approving waits for a second admin (issue 57), whose approval carries it out.
    expect(await approveChange(asked.data.id)).toMatchObject({ kind: 'wallet.recover', status: 'approved' });
    expect(await decide(admin, asked.data.id, { status: 'APPROVED' })).toMatchObject({ status: 409 });
    await queueDrained(app);

    expect(await onChain(token, target)).toEqual({ balance: 30n, frozenTokens: 12n, frozen: false, verified: true });
    expect(await onChain(token, wallet)).toEqual({ balance: 0n, frozenTokens: 0n, frozen: false, verified: false });
    expect(await ownApplication(browser)).toMatchObject({ wallet: target.toLowerCase(), wallet_change: { status: 'APPROVED' } });
    expect(await app.deps.db('chain_commands').where({ subject_id: user.id, status: 'failed' })).toEqual([]);
    const audit = await app.deps.db('audit_log').where({ target_id: waiting.id }).whereIn('action', ['kyc.wallet_change_request', 'kyc.wallet_change_approve']).orderBy('id').pluck('action');
    expect(audit).toEqual(['kyc.wallet_change_request', 'kyc.wallet_change_approve']);
    expect(await app.deps.db('mail_outbox').where({ to_address: user.email, kind: 'wallet_change_approved' })).toHaveLength(1);

    // The register and the chain agree, and the next mint reaches the new wallet.
    const run = await reconcileChain({ db: app.deps.db, chainId: app.deps.chain!.chainId, client: app.deps.chain!.reader });
    expect(run.differences).toEqual([]);
    await minted(app, admin, project, browser, 1000);
    expect((await onChain(token, target)).balance).toBe(40n);
  });

  it("keeps a blocked investor's tokens frozen on the new wallet", async () => {
    const { project, token, user, browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet: newWallet() });
    await minted(app, admin, project, browser, 2000);
    expect((await block(erir, { type: 'investor', action: 'block', userId: user.id, reason: 'Investigación' })).status).toBe(200);
    const target = newWallet();
    const asked = await ask(browser, target);
    await approveChange(asked.data.id);
    await queueDrained(app);
    expect(await onChain(token, target)).toMatchObject({ balance: 20n, frozen: true, verified: true });
  });

  it('refuses a change before approval, a mismatched repeat, the same wallet, and a wallet another investor has', async () => {
    const draft = await signedInBrowser(app, await createTestUser(app.deps.db, { domainId: 1 }));
    await submitCompleteApplication(draft, { ...PERSONAL, wallet: newWallet() });
    expect(await ask(draft, newWallet())).toMatchObject({ status: 409, error: expect.stringContaining('KYC') });

    const wallet = newWallet();
    const { browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet });
    const other = newWallet();
    expect(await ask(browser, other, newWallet())).toMatchObject({ status: 400, error: 'La dirección repetida no coincide con la nueva wallet.' });
    expect(await answer(await browser.postJson('/api/kyc/wallet-change', { wallet: other }))).toMatchObject({ status: 400, error: 'La dirección repetida no coincide con la nueva wallet.' });
    expect(await ask(browser, wallet.toLowerCase())).toMatchObject({ status: 400, error: 'La nueva wallet es la misma que ya tienes.' });
    expect(await ask(browser, '0x123')).toMatchObject({ status: 400, error: 'Debe ser una dirección válida de Polygon (formato: 0x...)' });
    const holder = await signedInBrowser(app, await createTestUser(app.deps.db, { domainId: 1 }));
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${await submitCompleteApplication(holder, { ...PERSONAL, wallet: CHECKSUM_WALLET })}`, {}));
    expect(await ask(browser, CHECKSUM_WALLET)).toMatchObject({ status: 409, error: 'Esta wallet ya pertenece a otro inversor.' });
    expect((await ownApplication(browser)).wallet_change).toBeNull();
  });

  it('is rejected with a reason, leaving the wallet as it was, and may be asked again', async () => {
    const wallet = newWallet();
    const { user, browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet });
    const asked = await ask(browser, newWallet());
    expect(await decide(admin, asked.data.id, { status: 'REJECTED' })).toMatchObject({ status: 400, error: 'Por favor, proporciona un motivo para el rechazo' });
    expect(await decide(admin, asked.data.id, { status: 'REJECTED', comments: 'No coincide con tu documento' })).toMatchObject({
      status: 200,
      data: { status: 'REJECTED', rejection_reason: 'No coincide con tu documento' },
    });
    expect(await ownApplication(browser)).toMatchObject({ wallet, wallet_change: { status: 'REJECTED', rejection_reason: 'No coincide con tu documento' } });
    expect(await app.deps.db('mail_outbox').where({ to_address: user.email, kind: 'wallet_change_rejected' })).toHaveLength(1);
    expect((await ask(browser, newWallet())).status).toBe(201);
  });

  it('is decided by another person, never while a mint is on its way, and an unknown one is not found', async () => {
    // An admin who invests asks for a change of their own wallet: they cannot approve it.
    const self = await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 });
    const selfBrowser = await signedInBrowser(app, self);
    await approvedBySecondAdmin(app, await admin.postJson(`/api/kyc/approve/${await submitCompleteApplication(selfBrowser, { ...PERSONAL, wallet: newWallet() })}`, {}));
    const own = await ask(selfBrowser, newWallet());
    expect(await decide(selfBrowser, own.data.id, { status: 'APPROVED' })).toMatchObject({ status: 403, code: 'own_case' });

    const { project, browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet: newWallet() });
    const id = await atMint(admin, project, browser, 1000);
    const asked = await ask(browser, newWallet());
    // A mint on its way to the chain (what the approved mint step leaves until the chain confirms it), held
    // there: the approval's own kick of the worker would otherwise confirm it before the decision is asked.
    await app.deps.db('investments').where({ id }).update({ mint_requested_at: new Date() });
    expect((await answer(await admin.request(`/api/investment/${id}`))).data).toMatchObject({ minting: true });
    expect(await decide(admin, asked.data.id, { status: 'APPROVED' })).toMatchObject({ status: 409, error: expect.stringContaining('minteo') });
    await app.deps.db('investments').where({ id }).update({ mint_requested_at: null });
    await queueDrained(app);
    await approveChange(asked.data.id);

    expect(await decide(admin, '7d1c1d8e-1111-4c4c-9c9c-0000000000aa', { status: 'APPROVED' })).toMatchObject({ status: 404 });
  });

  it('is asked and decided once under 30 parallel calls, and a 10 MB body is refused before it is read', async () => {
    const { user, browser } = await tokenAndInvestor(app, admin, { ...PERSONAL, wallet: newWallet() });
    const asks = await Promise.all(Array.from({ length: 30 }, () => ask(browser, newWallet())));
    expect(asks.filter((a) => a.status === 201)).toHaveLength(1);
    expect(asks.filter((a) => a.status === 409 && a.code === 'wallet_change_refused')).toHaveLength(29);
    const waiting = asks.find((a) => a.status === 201)!.data;

    // One proposal is stored; the other 29 find it waiting.
    const decisions = await Promise.all(Array.from({ length: 30 }, () => decide(admin, waiting.id, { status: 'APPROVED' })));
    expect(decisions.filter((d) => d.status === 202)).toHaveLength(1);
    expect(decisions.filter((d) => d.status === 409 && d.code === 'approval_pending')).toHaveLength(29);
    const request = (decisions.find((d) => d.status === 202)!.data as unknown as ApprovalPending).approval;
    expect((await decideRequest(await secondAdmin(app), request.id, 'approve')).status).toBe(200);
    await queueDrained(app);
    const registered = await app.deps.db('chain_commands').where({ subject_id: user.id, kind: 'register_identity' }).pluck('args');
    expect(registered.filter((args: { wallet: string }) => args.wallet === waiting.new_wallet)).toHaveLength(1);
    expect(await app.deps.db('audit_log').where({ action: 'kyc.wallet_change_approve', target_id: (await ownApplication(browser)).id })).toHaveLength(1);

    const huge = await browser.postJson('/api/kyc/wallet-change', { wallet: newWallet(), wallet_repeat: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false });
  });
});
