// Reconciliation of the register with the chain: green on the demo data the platform put on chain (pauses,
// frozen wallets and frozen parts included); a mint made with the agent key straight on the chain is found,
// audited and shown to admins (the chain page and every admin page's banner); a token with commands still
// on their way is left out, not reported; replicas on the same schedule run it once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletClient, http, type Address, type Hex } from 'viem';
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

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ chain: true });
  expect(await seedDemo(app.deps.db, app.deps.blobs, app.deps.vault, app.deps.chain)).toEqual({ created: true });
  await queueDrained(app);
});
afterAll(() => app?.close());

const reconcile = () => reconcileChain({ db: app.deps.db, chainId: app.deps.chain!.chainId, client: app.deps.chain!.reader });

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
    const hash = await agent.writeContract({ address: token, abi: permissionedToken.abi, functionName: 'mint', args: [holding.wallet as Address, 5n], chain: null });
    expect((await chain!.client.waitForTransactionReceipt({ hash })).status).toBe('success');

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
