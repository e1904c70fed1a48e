// Reconciliation of the register with the chain: green on the demo data the platform put on chain (pauses,
// frozen wallets and frozen parts included), on a token deployed before holdings() too; a mint made with the
// agent key straight on the chain is found, audited and shown to admins (the chain page and every admin
// page's banner), unless it landed after the block the run reads; a token with commands still on their
// way, or confirmed after that block, is left out, not reported; replicas on the same schedule run it once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createWalletClient, encodeDeployData, http, type Address, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { permissionedToken } from '../../chain/generated/contracts';
import type { ChainReconciliation, ChainStatus } from '../../core/chain';
import { seedDemo } from '../../bff/demo/seed';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { reconcileChain } from '../../bff/chain/reconcile';
import { startScheduledReconciliation } from '../../bff/chain/reconcile-schedule';
import { createLogger } from '../../bff/deps';
import { claimReconciliation } from '../../db/queries/chain-reconciliations';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { queueDrained } from './support/chain-waits';
import { permissionedTokenBeforeHoldings } from '../fixtures/permissioned-token-before-holdings';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  expect(await seedDemo(app.deps.db, app.deps.blobs, app.deps.vault, app.deps.chain)).toEqual({ created: true });
  await queueDrained(app);
});
afterAll(() => app?.close());

const reconcile = () => reconcileChain({ db: app.deps.db, chainId: app.deps.chain!.chainId, client: app.deps.chain!.reader });
/** A run that started when the chain's head was `block`, the blocks after it landing while it runs. */
const reconcileFrom = (block: bigint) =>
  reconcileChain({ db: app.deps.db, chainId: app.deps.chain!.chainId, client: { ...app.deps.chain!.reader, getBlockNumber: async () => block } as PublicClient });

/** The last run as admins see it: on the chain page (GET /api/chain) and in every admin page's banner (GET /api/chain/reconciliation), the same. */
async function lastReconciliation() {
  const admin = await signedInBrowser(app, DEMO_ACCOUNTS.admin);
  const [status, alone] = await Promise.all(['/api/chain', '/api/chain/reconciliation'].map((path) => admin.request(path)));
  expect([status!.status, alone!.status]).toEqual([200, 200]);
  const shown = ((await status!.json()) as { data: ChainStatus }).data.last_reconciliation;
  expect(((await alone!.json()) as { data: ChainReconciliation | null }).data).toEqual(shown);
  return shown;
}

const mismatchAudits = () => app.deps.db('audit_log').where({ action: 'chain.reconciliation_mismatch' });

describe('reconciliation of the register with the chain', () => {
  it('is green on what the platform put on chain', async () => {
    expect(await lastReconciliation()).toBeNull();
    const run = await reconcile();
    const holdings = Number((await app.deps.db('token_holdings').count({ n: '*' }).first())!.n);
    expect(run.holdings).toBeGreaterThan(0);
    expect(run.holdings + run.skipped.no_wallet + run.skipped.no_token + run.in_flight.holdings).toBe(holdings);
    expect(run.in_flight).toEqual({ tokens: 0, holdings: 0 });
    expect([run.differences_count, run.differences]).toEqual([0, []]);
    expect(await mismatchAudits()).toEqual([]);
    expect(await lastReconciliation()).toMatchObject({ holdings: run.holdings, differences: 0 });
  });

  it('reads a token deployed before holdings() wallet by wallet', async () => {
    const chain = app.deps.chain!;
    const { contract } = await app.deps.db('chain_commands as c')
      .joinRaw('join token_holdings as h on h.project_id::text = c.subject_id')
      .where({ 'c.kind': 'deploy_token', 'c.status': 'confirmed' })
      .where('h.tokens', '>', 0)
      .orderBy('c.id')
      .first('c.contract');
    const token = contract as Address;
    // The token keeps its storage (the holdings) and gets the old code, as a token deployed back then has.
    const registry = await chain.client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'identityRegistry' });
    const { data: oldCode } = await chain.client.call({ data: encodeDeployData({ abi: permissionedToken.abi, bytecode: permissionedTokenBeforeHoldings, args: ['', '', registry, chain.owner, chain.agent] }) });
    const anvil = createTestClient({ mode: 'anvil', transport: http(chain.embeddedRpcUrl) });
    const code = (await chain.client.getCode({ address: token }))!;
    await anvil.setCode({ address: token, bytecode: oldCode! });
    try {
      await expect(chain.client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'holdings', args: [[registry]] })).rejects.toThrow(/revert/);
      const run = await reconcile();
      expect([run.differences_count, run.differences, run.in_flight]).toEqual([0, [], { tokens: 0, holdings: 0 }]);
      expect(run.holdings).toBe((await app.deps.db('chain_reconciliations').orderBy('id').first('holdings'))!.holdings);
    } finally {
      await anvil.setCode({ address: token, bytecode: code });
    }
  });

  it("leaves out a token with a command confirmed after the run's block", async () => {
    const { db, chain } = app.deps;
    const before = await chain!.client.getBlockNumber({ cacheTime: 0 });
    // A token that is not paused (a paused one would refuse the pause).
    const { subject_id: project } = await db('chain_commands as c')
      .joinRaw('join projects as p on p.id::text = c.subject_id')
      .where({ 'c.kind': 'deploy_token', 'c.status': 'confirmed', 'p.status': 'active' })
      .orderBy('c.id')
      .first('c.subject_id');
    const command = (kind: 'pause' | 'unpause') => chain!.queue(db, { kind, args: { project }, subject_type: 'project', subject_id: project });
    await command('pause');
    try {
      chain!.worker.kick();
      await queueDrained(app);
      const pause = await db('chain_commands').where({ kind: 'pause', subject_id: project }).orderBy('id', 'desc').first('status', 'block_number');
      expect(pause.status).toBe('confirmed');
      expect(pause.block_number).toBeGreaterThan(Number(before));
      // The register read after the block already counts the confirmed pause; the chain at the block does not show it.
      const run = await reconcileFrom(before);
      expect(run.differences_count).toBe(0);
      expect(run.in_flight.tokens).toBe(1);
    } finally {
      await command('unpause');
      chain!.worker.kick();
      await queueDrained(app);
    }
  });

  it("reconciliation catches a balance changed behind the platform's back (an agent call made directly on the chain in the test)", async () => {
    const { db, chain } = app.deps;
    const holding = await db('token_holdings as h')
      .join('users as u', 'u.id', 'h.user_id')
      .join('projects as p', 'p.id', 'h.project_id')
      .join('kyc_applications as k', 'k.user_id', 'h.user_id')
      .where({ 'u.status': 'ACTIVE', 'p.status': 'active', 'k.status': 'APPROVED' })
      .first('h.user_id', 'h.project_id', 'h.tokens', 'k.wallet');
    const token = (await db('chain_commands').where({ kind: 'deploy_token', subject_id: holding.project_id }).first()).contract as Address;

    // The agent's own key, as a leaked copy or an operator's script would use it: the register knows nothing of it.
    const agentKey = (await fs.readFile(path.join(app.dataDir, 'keys', 'chain-agent.key'), 'utf8')).trim() as Hex;
    const agent = createWalletClient({ account: privateKeyToAccount(agentKey), transport: http(chain!.embeddedRpcUrl) });
    const before = await chain!.client.getBlockNumber({ cacheTime: 0 });
    const hash = await agent.writeContract({ address: token, abi: permissionedToken.abi, functionName: 'mint', args: [holding.wallet as Address, 5n], chain: null });
    expect((await chain!.client.waitForTransactionReceipt({ hash })).status).toBe('success');

    // Every read is at the block the run started from: a mint landing during a run is the next run's.
    expect(await reconcileFrom(before)).toMatchObject({ differences_count: 0, differences: [] });
    const run = await reconcile();
    expect(run.differences_count).toBe(1);
    expect(run.differences).toEqual([
      { project_id: holding.project_id, token, user_id: holding.user_id, wallet: holding.wallet, field: 'balance', register: String(holding.tokens), chain: String(holding.tokens + 5) },
    ]);
    const [audit] = await mismatchAudits();
    expect(audit).toMatchObject({ actor_id: null, target_type: 'system', target_id: 'chain' });
    expect(audit.after).toMatchObject({ chain_id: chain!.chainId, reconciliation_id: run.id, differences: 1 });
    expect(await lastReconciliation()).toMatchObject({ holdings: run.holdings, differences: 1 });
  });

  it('leaves out a token whose commands are still on their way', async () => {
    const { db, chain } = app.deps;
    // The worker stopped, a pause written now stays pending: the token's chain state may lag its register.
    await chain!.worker.stop();
    const { project_id: project } = (await db('audit_log').where({ action: 'chain.reconciliation_mismatch' }).first()).after.first[0];
    await chain!.queue(db, { kind: 'pause', args: { project }, subject_type: 'project', subject_id: project });
    const run = await reconcile();
    expect(run.differences_count).toBe(0);
    expect(run.in_flight.tokens).toBe(1);
    expect(run.in_flight.holdings).toBeGreaterThan(0);
  });

  it('runs on schedule, once for the replicas whose turns fall together', async () => {
    const { db, chain } = app.deps;
    await db('chain_reconciliations').delete();
    const logger = createLogger({ logLevel: 'silent' });
    const replicas = [0, 1, 2].map(() => startScheduledReconciliation(db, chain!, logger, { firstAfterMs: 0 }));
    try {
      const deadline = Date.now() + 20_000;
      while (!(await db('chain_reconciliations').whereNotNull('finished_at').first()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      replicas.forEach((stop) => stop());
    }
    expect(await db('chain_reconciliations').select('holdings', 'differences')).toEqual([{ holdings: expect.any(Number), differences: 0 }]);
    // Half an interval after a run, the next turn runs again.
    expect(await claimReconciliation(db, chain!.chainId, 1)).toEqual(expect.any(Number));
  });
});
