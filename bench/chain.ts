// The chain's targets of issue 56 (`npx tsx bench/chain.ts` runs this section alone). The BFF runs
// in-process (the integration tests' startTestApp with its embedded anvil), on a scratch Postgres database
// when the bench's Postgres answers and on in-memory PGlite otherwise; the requests are sent from the same
// process, so the figures include the bench's own work on the same cores. A project is published and a
// few investors' wallets are registered on chain through the real KYC approval; the investments are then
// inserted directly at the mint step (the steps before it are not what is measured).
//  1. Mint latency: one investment after another, the admin's PUT /api/investment/:id {from_status:'mint'},
//     then GET /api/investment/:id every 50 ms until it is completed: the time from sending the PUT.
//  2. 500 mints queued together: the admin's PUTs sent with a bounded number in flight, then the wait until
//     every investment is completed; the agent's nonces, double mints and the chain's balances against the
//     register are checked afterwards.
//  3. Reconciling 10,000 holdings ≤ 10 s: the register topped up to 10,000 holdings, then one reconciliation
//     run timed (bench/chain-reconciliation.ts).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Address } from 'viem';
import { permissionedToken } from '../chain/generated/contracts';
import { creditorReference, INVESTMENT_STEPS, timestampsOfStep, type Investment, type InvestmentStep } from '../core/investments';
import type { Db } from '../db/knex';
import type { TestBrowser } from '../tests/integration/support/browser';
import { step, publishedProject } from '../tests/integration/support/investments';
import { PERSONAL, submitCompleteApplication } from '../tests/integration/support/kyc';
import { signedInBrowser } from '../tests/integration/support/sign-in';
import { createTempDatabase } from '../tests/integration/support/temp-database';
import { startTestApp, type PersistentDatabase, type TestApp } from '../tests/integration/support/test-app';
import { createTestUser } from '../tests/integration/support/users';
import { measureReconciliation, RECONCILIATION_TARGET, type ChainReconciliation } from './chain-reconciliation';
import { onCleanup, tempDir } from './cleanup';
import { postgresUnavailable } from './deployment';
import { percentile } from './investments';
import { formatChain, isFailure, type Database, type Outcome } from './report';
import { isMain, part, postgresAdminUrl, runAlone } from './section';

/** The targets. */
export const CHAIN_TARGETS = { mintP95Ms: 2_000, burstMints: 500 } as const;
const LATENCY_MINTS = 30;
const BURST_IN_FLIGHT = 25;
const INVESTORS = 3;
/** Tokens per investment: COMPLETE_PROJECT's supply (€450,000 at €100) holds (30 + 500) × 5. */
const TOKENS = 5;
const POLL_MS = 50;
const BURST_POLL_MS = 200;
const ONE_MINT_TIMEOUT_MS = 30_000;
const BURST_TIMEOUT_MS = 5 * 60_000;
const SETUP_TIMEOUT_MS = 60_000;

export interface MintLatency {
  mints: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  p95TargetMs: number;
  met: boolean;
}

export interface MintBurst {
  mints: number;
  inFlight: number;
  /** From the first PUT to the last answer, and to the moment every investment was seen completed. */
  putsMs: number;
  totalMs: number;
  mintsPerSecond: number;
  completed: number;
  /** PUTs answered with anything but 200 (or not answered). */
  refusedPuts: number;
  /** Holes in the agent's nonces in 0..max among its mined commands; `chainNonce` is the chain's count. */
  nonceGaps: number;
  maxNonce: number;
  chainNonce: number;
  /** Investments with more than one token_mints row, or more than one confirmed mint command. */
  doubleMints: number;
  /** Every command of the chain that failed, setup included. */
  failedCommands: number;
  /** The investors' balanceOf on the token, summed, against the register's holdings of the project. */
  onChainTokens: number;
  registerTokens: number;
  expectedTokens: number;
  /** 1-minute load average when every mint was in (the machine is shared; a busy one slows the worker). */
  loadAverage: number;
  met: boolean;
}

export interface ChainBench {
  database: Database;
  latency: Outcome<MintLatency>;
  burst: Outcome<MintBurst>;
  reconciliation: Outcome<ChainReconciliation>;
}

interface Fixture {
  app: TestApp;
  admin: TestBrowser;
  projectId: string;
  whitepaperId: string;
  token: Address;
  investors: { id: string; wallet: Address }[];
}

const round = (ms: number) => Math.round(ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs: number, pollMs = POLL_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(pollMs);
  }
}

/** The app on a scratch Postgres database when the bench's Postgres answers, else on its own in-memory PGlite. */
async function openApp(): Promise<{ app: TestApp; database: Database; close: () => Promise<void> }> {
  let database: PersistentDatabase | undefined;
  if (!(await postgresUnavailable(postgresAdminUrl))) {
    const temp = await createTempDatabase(postgresAdminUrl);
    const dropDatabase = onCleanup(() => temp.drop());
    const dir = await tempDir('tokenia-bench-chain-');
    const drop = async () => {
      await dropDatabase();
      await dir.remove();
    };
    database = { databaseUrl: temp.url, dataDir: dir.path, drop };
  }
  const app = await startTestApp({ chain: true, database });
  const close = onCleanup(async () => {
    await app.close();
    await database?.drop();
  });
  return { app, database: database ? 'postgres' : 'pglite', close };
}

const outstandingCommands = async (db: Db) => Number(((await db('chain_commands').whereNotIn('status', ['confirmed', 'failed']).count({ n: '*' }).first()) as { n: number | string }).n);

/** A published project with its token on chain, and INVESTORS investors whose approved KYC registered a wallet of their own. */
async function fixture(app: TestApp): Promise<Fixture> {
  const { db } = app.deps;
  const chain = app.deps.chain!;
  const admin = await signedInBrowser(app, await createTestUser(db, { isAdmin: true, domainId: 1 }));
  const project = await publishedProject(admin);
  const token = await eventually('the project token deployed', () => chain.tokenAddress(db, project.id), SETUP_TIMEOUT_MS);
  const investors: Fixture['investors'] = [];
  for (let i = 0; i < INVESTORS; i++) {
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const user = await createTestUser(db, { domainId: 1 });
    const application = await submitCompleteApplication(await signedInBrowser(app, user), { ...PERSONAL, wallet });
    const approved = await admin.postJson(`/api/kyc/approve/${application}`, {});
    if (approved.status !== 200) throw new Error(`KYC approval answered ${approved.status}: ${await approved.text()}`);
    investors.push({ id: user.id, wallet });
  }
  // Measured from an idle queue: the wallets registered, nothing of the setup in flight.
  await eventually('the setup commands confirmed', async () => (await outstandingCommands(db)) === 0, SETUP_TIMEOUT_MS);
  const failed = await db('chain_commands').where({ status: 'failed' }).select('kind', 'last_error');
  if (failed.length) throw new Error(`setup commands failed: ${JSON.stringify(failed)}`);
  return { app, admin, projectId: project.id, whitepaperId: project.whitepaper!.id, token, investors };
}

const STEPS_BEFORE_MINT = INVESTMENT_STEPS.slice(0, INVESTMENT_STEPS.indexOf('mint')) as Exclude<InvestmentStep, 'completed'>[];

/** `count` investments at the mint step, paid and verified, spread over the investors. */
async function investmentsAtMint(f: Fixture, count: number): Promise<string[]> {
  const { db } = f.app.deps;
  const project = (await db('projects').where({ id: f.projectId }).first('token_value_cents', 'domain_id')) as { token_value_cents: number; domain_id: number };
  const now = new Date();
  const rows = Array.from({ length: count }, (_, i) => {
    const row: Record<string, unknown> = {
      user_id: f.investors[i % f.investors.length]!.id,
      project_id: f.projectId,
      domain_id: project.domain_id,
      status: 'mint',
      amount_cents: TOKENS * project.token_value_cents,
      tokens: TOKENS,
      payment_method: 'bank',
      payment_reference: creditorReference(`TKC${randomBytes(6).toString('hex')}`),
      whitepaper_document_id: f.whitepaperId,
      whitepaper_filename: 'whitepaper.pdf',
      whitepaper_sha256: 'a'.repeat(64),
      whitepaper_accepted_at: now,
    };
    for (const done of STEPS_BEFORE_MINT) for (const column of timestampsOfStep(done)) row[column] = now;
    return row;
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 100) ids.push(...((await db('investments').insert(rows.slice(i, i + 100)).returning('id')) as { id: string }[]).map((r) => r.id));
  return ids;
}

const mintStep = async (admin: TestBrowser, id: string): Promise<number> => {
  const res = await step(admin, id, { from_status: 'mint' }).catch(() => null);
  await res?.arrayBuffer();
  return res?.status ?? 0;
};

const statusOf = async (admin: TestBrowser, id: string) => ((await (await admin.request(`/api/investment/${id}`)).json()) as { data: Investment }).data.status;

export async function measureMintLatency(f: Fixture, mints = LATENCY_MINTS): Promise<MintLatency> {
  const ids = await investmentsAtMint(f, mints);
  const times: number[] = [];
  for (const id of ids) {
    const sent = performance.now();
    const status = await mintStep(f.admin, id);
    if (status !== 200) throw new Error(`the mint of ${id} answered ${status}`);
    await eventually(`investment ${id} completed`, async () => (await statusOf(f.admin, id)) === 'completed', ONE_MINT_TIMEOUT_MS);
    times.push(performance.now() - sent);
  }
  times.sort((a, b) => a - b);
  const p95Ms = round(percentile(times, 95));
  return { mints, p50Ms: round(percentile(times, 50)), p95Ms, maxMs: round(times.at(-1)!), p95TargetMs: CHAIN_TARGETS.mintP95Ms, met: p95Ms <= CHAIN_TARGETS.mintP95Ms };
}

/** Holes in 0..max of the agent's mined nonces (confirmed, or reverted on chain: both used their nonce). */
async function nonceFigures(f: Fixture) {
  const chain = f.app.deps.chain!;
  const rows = (await f.app.deps.db('chain_commands').where({ chain_id: chain.chainId, signer: chain.agent }).whereNotNull('nonce').whereIn('status', ['confirmed', 'failed']).distinct('nonce')) as { nonce: number }[];
  const maxNonce = Math.max(-1, ...rows.map((r) => Number(r.nonce)));
  const chainNonce = await chain.client.getTransactionCount({ address: chain.agent as Address });
  return { nonceGaps: maxNonce + 1 - rows.length, maxNonce, chainNonce };
}

async function doubleMints(db: Db, projectId: string): Promise<number> {
  const twiceInRegister = await db('token_mints').where({ project_id: projectId }).groupBy('investment_id').havingRaw('count(*) > 1').select('investment_id');
  const twiceOnChain = await db('chain_commands').where({ kind: 'mint', status: 'confirmed' }).groupBy('subject_id').havingRaw('count(*) > 1').select('subject_id');
  return new Set([...twiceInRegister.map((r: { investment_id: string }) => r.investment_id), ...twiceOnChain.map((r: { subject_id: string }) => r.subject_id)]).size;
}

async function tokenFigures(f: Fixture) {
  const { db } = f.app.deps;
  const balances = await Promise.all(
    f.investors.map((i) => f.app.deps.chain!.client.readContract({ address: f.token, abi: permissionedToken.abi, functionName: 'balanceOf', args: [i.wallet] })),
  );
  const register = (await db('token_holdings').where({ project_id: f.projectId }).sum({ n: 'tokens' }).first()) as { n: number | string | null };
  return { onChainTokens: Number(balances.reduce((sum, b) => sum + b, 0n)), registerTokens: Number(register.n ?? 0) };
}

/**
 * Every PUT is sent with at most `inFlight` waiting for their answer (the worker starts confirming while
 * the last ones are still being sent), then the investments are counted every 200 ms until all are completed.
 */
export async function measureMintBurst(f: Fixture, mints: number = CHAIN_TARGETS.burstMints, inFlight = BURST_IN_FLIGHT): Promise<MintBurst> {
  const { db } = f.app.deps;
  const ids = await investmentsAtMint(f, mints);
  const statuses: number[] = [];
  let next = 0;
  const sender = async () => {
    while (next < ids.length) statuses.push(await mintStep(f.admin, ids[next++]!));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, sender));
  const putsMs = performance.now() - started;
  const completedCount = async () => Number(((await db('investments').whereIn('id', ids).where({ status: 'completed' }).count({ n: '*' }).first()) as { n: number | string }).n);
  let completed = await completedCount();
  const deadline = Date.now() + BURST_TIMEOUT_MS;
  while (completed < ids.length && Date.now() < deadline) {
    await sleep(BURST_POLL_MS);
    completed = await completedCount();
  }
  const totalMs = performance.now() - started;
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  // The worker may still be confirming after a timeout: the checks below read a settled queue.
  await eventually('the queue settled', async () => (await outstandingCommands(db)) === 0, SETUP_TIMEOUT_MS, BURST_POLL_MS).catch(() => undefined);
  const failedCommands = Number(((await db('chain_commands').where({ status: 'failed' }).count({ n: '*' }).first()) as { n: number | string }).n);
  const nonces = await nonceFigures(f);
  const doubles = await doubleMints(db, f.projectId);
  const tokens = await tokenFigures(f);
  const minted = (await db('token_mints').where({ project_id: f.projectId }).sum({ n: 'tokens' }).first()) as { n: number | string | null };
  const expectedTokens = Number(minted.n ?? 0);
  const refusedPuts = statuses.filter((s) => s !== 200).length;
  return {
    mints,
    inFlight,
    putsMs: round(putsMs),
    totalMs: round(totalMs),
    mintsPerSecond: Math.round((completed / totalMs) * 1000 * 10) / 10,
    completed,
    refusedPuts,
    ...nonces,
    doubleMints: doubles,
    failedCommands,
    ...tokens,
    expectedTokens,
    loadAverage,
    met:
      completed === mints &&
      refusedPuts === 0 &&
      nonces.nonceGaps === 0 &&
      nonces.chainNonce === nonces.maxNonce + 1 &&
      doubles === 0 &&
      failedCommands === 0 &&
      tokens.onChainTokens === tokens.registerTokens &&
      tokens.registerTokens === expectedTokens,
  };
}

// ---- The section ----

export async function measureChain(): Promise<ChainBench> {
  const { app, database, close } = await openApp();
  try {
    const f = await fixture(app);
    const latency = await part(`mint latency: ${LATENCY_MINTS} mints one after another (${database})`, () => measureMintLatency(f));
    const burst = await part(`${CHAIN_TARGETS.burstMints} mints queued together, ${BURST_IN_FLIGHT} PUTs in flight (${database})`, () => measureMintBurst(f));
    const reconciliation = await part(`reconciling ${RECONCILIATION_TARGET.holdings} holdings (${database})`, () => measureReconciliation(app, f.projectId));
    return { database, latency, burst, reconciliation };
  } finally {
    await close();
  }
}

/** Failed parts and missed targets, for the run's count of failed sections. */
export const chainFailures = (bench: ChainBench): number => [bench.latency, bench.burst, bench.reconciliation].filter((o) => isFailure(o) || !o.met).length;

// `npx tsx bench/chain.ts`: this section alone.
if (isMain(import.meta.url)) await runAlone({ measure: measureChain, format: formatChain, failures: chainFailures });
