// "Reconciling 10,000 holdings ≤ 10 s" (issue 56), a part of the chain section (bench/chain.ts): on its app
// and chain, after the mints, the register is topped up to 10,000 holdings of the bench's project token and
// one reconciliation is timed — reconcileChain with the chain's batching reader, as the scheduled job calls it.
// The seeded holders are verified investors (an approved KYC application with a wallet of its own) holding
// 0 tokens: the contract answers balanceOf, getFrozenTokens and isFrozen for them as for any holder, and
// with nothing minted to them the chain agrees with the register without 10,000 mints (and 10,000 wallet
// registrations) first. bench/investors.ts's seed does not fit: 1 % of its investors are blocked, which the
// chain would not show for wallets it never registered, and its projects have no token on chain.
import os from 'node:os';
import { reconcileChain } from '../bff/chain/reconcile';
import { readRegister } from '../db/queries/chain-reconciliations';
import type { TestApp } from '../tests/integration/support/test-app';

export const RECONCILIATION_TARGET = { holdings: 10_000, ms: 10_000 } as const;
const SEED_EMAIL = 'conciliacion-%@bench.example.com';

export interface ChainReconciliation {
  /** Holdings seeded for this part; the rest are the mints' investors'. */
  seeded: number;
  seedMs: number;
  /** Compared with the chain by the run, and the run's differences (0 expected: the seed matches the chain). */
  holdings: number;
  differences: number;
  /** Holdings the run left out (no wallet, no token, commands in flight); 0 expected. */
  notCompared: number;
  runMs: number;
  /** The run's register reads, timed again after it: the run's time less this is the chain's reads and the comparison. */
  registerReadMs: number;
  /** 1-minute load average after the run (the machine is shared; the mints before it leave it busy). */
  loadAverage: number;
  targetMs: number;
  met: boolean;
}

/** Verified investors of the project's brand, each with an approved wallet and a 0-token holding of the project, up to `total` holdings in all. */
async function seedHoldings(app: TestApp, projectId: string, total: number): Promise<number> {
  const { db } = app.deps;
  const existing = Number(((await db('token_holdings').count({ n: '*' }).first()) as { n: number | string }).n);
  const count = Math.max(0, total - existing);
  const { domain_id: domainId } = (await db('projects').where({ id: projectId }).first('domain_id')) as { domain_id: number };
  await db.raw(
    `insert into users (email, email_verified_at, full_name, domain_id, status, kyc_status, kyc_approved_at)
     select replace(?, '%', g::text), now(), 'Titular ' || g, ?, 'ACTIVE', 'ok', now() from generate_series(1, ?::int) g`,
    [SEED_EMAIL, domainId, count],
  );
  const seededUsers = `select id, email, full_name from users where email like '${SEED_EMAIL}'`;
  await db.raw(
    `insert into kyc_applications (user_id, status, submitted_at, reviewed_at, user_type, name, id_number, wallet)
     select id, 'APPROVED', now(), now(), 'persona_fisica', full_name, upper(substr(md5(email), 1, 9)), '0x' || substr(md5(id::text) || md5(email), 1, 40)
     from (${seededUsers}) u`,
  );
  await db.raw(`insert into token_holdings (user_id, project_id, tokens) select id, ?, 0 from (${seededUsers}) u`, [projectId]);
  await db.raw('analyze');
  return count;
}

export async function measureReconciliation(app: TestApp, projectId: string): Promise<ChainReconciliation> {
  const chain = app.deps.chain!;
  const seedStarted = performance.now();
  const seeded = await seedHoldings(app, projectId, RECONCILIATION_TARGET.holdings);
  const seedMs = Math.round(performance.now() - seedStarted);
  const started = performance.now();
  const run = await reconcileChain({ db: app.deps.db, chainId: chain.chainId, client: chain.reader });
  const runMs = Math.round(performance.now() - started);
  const block = Number(await chain.reader.getBlockNumber());
  const readStarted = performance.now();
  await readRegister(app.deps.db, chain.chainId, block);
  const registerReadMs = Math.round(performance.now() - readStarted);
  const notCompared = run.skipped.no_wallet + run.skipped.no_token + run.in_flight.holdings;
  return {
    seeded,
    seedMs,
    holdings: run.holdings,
    differences: run.differences_count,
    notCompared,
    runMs,
    registerReadMs,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
    targetMs: RECONCILIATION_TARGET.ms,
    met: runMs <= RECONCILIATION_TARGET.ms && run.holdings >= RECONCILIATION_TARGET.holdings && run.differences_count === 0,
  };
}
