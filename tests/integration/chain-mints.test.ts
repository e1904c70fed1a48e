// The mint step on the chain, through HTTP: the admin's mint answers "minting" and the investment completes
// only once the chain confirms it, with the transaction, the mail and the wallet's balance; the chain's
// refusal hands the step back with its reason; a token blocking and its release freeze and unfreeze that
// part on chain.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createWalletClient, http, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { permissionedToken } from '../../chain/generated/contracts';
import { startTestApp, type TestApp } from './support/test-app';
import { approvedBySecondAdmin } from './support/approvals';
import { atMint as stepsToMint, investmentOf, tokenAndInvestor as newTokenAndInvestor } from './support/chain-investments';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { answer, step } from './support/investments';
import { block } from './support/blocking';
import type { TestBrowser } from './support/browser';
import { eventually } from './support/chain-waits';

let app: TestApp;
let admin: TestBrowser;
let erir: TestBrowser;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  admin = await signedInBrowser(app, await createTestUser(app.deps.db, { isAdmin: true, domainId: 1 }));
  erir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true, domainId: 1 }));
});
afterAll(() => app?.close());

const tokenAndInvestor = () => newTokenAndInvestor(app, admin);
const atMint = (project: { id: string; whitepaper?: { id: string } }, browser: TestBrowser, amount: number) => stepsToMint(admin, project, browser, amount);

/** An account the token's owner gives the agent role: it can call the token as the platform would, apart from it. */
async function outsideAgent(token: Address, wallet: Address) {
  const chain = app.deps.chain!;
  const transport = http(chain.embeddedRpcUrl);
  const key = async (name: string) => (await readFile(path.join(app.dataDir, 'keys', name), 'utf8')).trim() as Hex;
  const owner = createWalletClient({ account: privateKeyToAccount(await key('chain-owner.key')), transport });
  const outsider = createWalletClient({ account: privateKeyToAccount(generatePrivateKey()), transport });
  const testClient = createTestClient({ mode: 'anvil', transport });
  for (const account of [owner.account.address, outsider.account.address]) await testClient.setBalance({ address: account, value: parseEther('1') });
  const agentRole = await chain.client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'AGENT_ROLE' });
  await chain.client.waitForTransactionReceipt({
    hash: await owner.writeContract({ address: token, abi: permissionedToken.abi, functionName: 'grantRole', args: [agentRole, outsider.account.address], chain: null }),
  });
  return async (frozen: boolean) => {
    const hash = await outsider.writeContract({ address: token, abi: permissionedToken.abi, functionName: 'setAddressFrozen', args: [wallet, frozen], chain: null });
    expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success');
  };
}

const tokenRead = (token: Address, functionName: 'balanceOf' | 'getFrozenTokens', account: Address) =>
  app.deps.chain!.client.readContract({ address: token, abi: permissionedToken.abi, functionName, args: [account] });

describe('the mint step on the chain', () => {
  it('answers minting, completes once the chain confirms, and the wallet holds the tokens', async () => {
    const { project, token, user, browser, wallet } = await tokenAndInvestor();
    const id = await atMint(project, browser, 3000);

    // The admin's mint waits for a second admin; their approval queues it to the chain, exactly once.
    await approvedBySecondAdmin(app, await step(admin, id, { from_status: 'mint' }));
    expect(await app.deps.db('chain_commands').where({ kind: 'mint', subject_id: id })).toHaveLength(1);
    const minting = await answer(await admin.request(`/api/investment/${id}`));
    expect(minting).toMatchObject({ status: 200, data: { status: 'mint', minting: true, mint_transaction: null, can: { advance: false, reject: false } } });
    // While it is on its way: neither a second mint nor a rejection.
    expect(await answer(await step(admin, id, { from_status: 'mint' }))).toMatchObject({ status: 409, code: 'investment_step' });
    expect(await answer(await admin.postJson(`/api/investment/${id}/reject`, { reason: 'Tarde' }))).toMatchObject({ status: 409 });

    const done = await eventually(app, async () => {
      const seen = await investmentOf(browser, id);
      return seen.status === 'completed' && seen;
    });
    expect(done).toMatchObject({ minting: false, tokens: 30, mint_transaction: { chain_id: app.deps.chain!.chainId, explorer_url: null } });
    expect(done.completed_at).not.toBeNull();
    expect(await tokenRead(token, 'balanceOf', wallet)).toBe(30n);
    const receipt = await app.deps.chain!.client.getTransactionReceipt({ hash: done.mint_transaction!.hash as Hex });
    expect(receipt.status).toBe('success');

    expect(await app.deps.ledger.holdings(app.deps.db, user.id)).toEqual([{ projectId: project.id, tokens: 30, frozenTokens: 0 }]);
    const actions = await app.deps.db('audit_log').where({ target_type: 'investment', target_id: id }).whereIn('action', ['investment.mint', 'investment.minted']).orderBy('id').pluck('action');
    expect(actions).toEqual(['investment.mint', 'investment.minted']);
    expect(await app.deps.db('mail_outbox').where({ to_address: user.email, kind: 'investment_minted' })).toHaveLength(1);
    // The holder register shows the wallet and the balance read from the chain beside the register's.
    const csv = await (await admin.request(`/api/investors/register.csv?projectId=${project.id}`)).text();
    const record = csv.split('\r\n').find((line) => line.includes(user.email))!.split(';');
    expect([record[5], record[6], record.at(-1)]).toEqual([wallet, '30', '30']);

    // A token blocking freezes that part on chain; its release unfreezes it.
    const blocked = await block<{ blocking: { id: string } }>(erir, { type: 'tokens', action: 'block', userId: user.id, projectId: project.id, amount: 12, reason: 'Embargo judicial' });
    expect(blocked.status).toBe(200);
    await eventually(app, async () => (await tokenRead(token, 'getFrozenTokens', wallet)) === 12n);
    await approvedBySecondAdmin(app, await erir.postJson('/api/block', { type: 'tokens', action: 'unblock', blockingId: blocked.data.blocking.id }));
    await eventually(app, async () => (await tokenRead(token, 'getFrozenTokens', wallet)) === 0n);
  });

  it("hands the step back with the chain's reason when the chain refuses the mint, and mints on the next try", async () => {
    const { project, token, browser, wallet } = await tokenAndInvestor();
    const id = await atMint(project, browser, 1000);
    // Behind the platform's back, an agent the owner added freezes the wallet on this token: the chain refuses
    // the mint. (Not the platform's agent key itself: its nonces are the platform's.)
    const setFrozen = await outsideAgent(token, wallet);
    await setFrozen(true);

    // Approved, the mint is on its way; the worker may already have been refused by the time the approval
    // answers (the approval wakes it), so the test waits for the outcome rather than reading "minting".
    await approvedBySecondAdmin(app, await step(admin, id, { from_status: 'mint' }));
    expect(await app.deps.db('chain_commands').where({ kind: 'mint', subject_id: id })).toHaveLength(1);
    const refused = await eventually(app, async () => {
      const seen = await investmentOf(admin, id);
      return !seen.minting && seen;
    });
    expect(refused).toMatchObject({ status: 'mint', mint_error: expect.any(String), can: { advance: true } });
    expect(await app.deps.db('audit_log').where({ target_id: id, action: 'investment.mint_failed' })).toHaveLength(1);

    await setFrozen(false);
    await approvedBySecondAdmin(app, await step(admin, id, { from_status: 'mint' }));
    await eventually(app, async () => (await investmentOf(admin, id)).status === 'completed');
    expect(await investmentOf(admin, id)).toMatchObject({ minting: false, mint_error: null });
    expect(await tokenRead(token, 'balanceOf', wallet)).toBe(10n);
  });
});
