// The chain's command worker against a real database and a real EVM (the embedded anvil): commands written
// in a transaction are carried out once and in order; a refusal costs no nonce; a batch survives the chain
// going away midway with no nonce gap and no double mint; a transaction signed before a crash is sent as
// stored; a stuck transaction is replaced; a transaction a reorganisation dropped is sent again.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, http, parseEther, type Address, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { insertChainCommand, type NewChainCommand } from '../../db/queries/chain-commands';
import type { DbChainCommandRow } from '../../db/tables';
import { permissionedToken } from '../../chain/generated/contracts';
import { startEmbeddedChain, type EmbeddedChain } from '../../bff/chain/embedded-chain';
import { createChainWorker, type ChainWorkerOptions } from '../../bff/chain/command-worker';
import { REGISTRY_SUBJECT } from '../../bff/chain/command-calls';
import { createTempDatabase, type TempDatabase } from './support/temp-database';

const silent = pino({ level: process.env.CHAIN_TEST_LOG ?? 'silent' });
const CHAIN_ID = foundry.id;
const agent = privateKeyToAccount(generatePrivateKey());
const owner = privateKeyToAccount(generatePrivateKey()).address;
const wallets = Array.from({ length: 3 }, () => privateKeyToAccount(generatePrivateKey()).address);
const PROJECT = '7d1c1d8e-1111-4c4c-9c9c-000000000001';

let temp: TempDatabase | undefined;
let db: Db;
let chain: EmbeddedChain;
let port: number;
let stateDir: string;
let client: PublicClient;
const confirmed: DbChainCommandRow[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

const startChain = () => startEmbeddedChain({ chainId: CHAIN_ID, port, stateFile: path.join(stateDir, 'state.json') });
const testClient = () => createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.rpcUrl) });

function worker(overrides: Partial<ChainWorkerOptions> = {}) {
  return createChainWorker({
    db,
    logger: silent,
    client,
    account: agent,
    chainId: CHAIN_ID,
    depth: 1,
    pollIntervalMs: 50,
    effects: { mint: { confirmed: async (_tx, command) => void confirmed.push(command) } },
    ...overrides,
  });
}

const command = (c: Omit<NewChainCommand, 'chain_id' | 'signer'>) => insertChainCommand(db, { chain_id: CHAIN_ID, signer: agent.address, ...c });
const mint = (to: Address, amount: number, investment: string) =>
  command({ kind: 'mint', args: { project: PROJECT, to, amount, investment }, subject_type: 'investment', subject_id: investment });
const rows = () => db<DbChainCommandRow>('chain_commands').orderBy('id');
const balanceOf = async (wallet: Address) => {
  const token = (await db('chain_commands').where({ kind: 'deploy_token' }).first()).contract as Address;
  return client.readContract({ address: token, abi: permissionedToken.abi, functionName: 'balanceOf', args: [wallet] });
};
let serial = 0;
const investmentId = () => `7d1c1d8e-2222-4c4c-9c9c-${String(++serial).padStart(12, '0')}`;

async function until(done: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify((await rows()).map((r) => [r.id, r.kind, r.status, r.nonce, r.last_error]))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const allDone = async () => (await db('chain_commands').whereIn('status', ['pending', 'signed', 'sent']).count({ n: '*' }).first())!.n == 0;

/** Every nonce of the signer used once, from 0 up, with no gap. */
async function expectNoNonceGap() {
  const nonces = (await db('chain_commands').whereNotNull('nonce').orderBy('nonce').pluck('nonce')).map(Number);
  expect(nonces).toEqual(nonces.map((_, index) => index));
  expect(await client.getTransactionCount({ address: agent.address })).toBe(nonces.length);
}

beforeAll(async () => {
  temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
  db = createDb({ databaseUrl: temp?.url });
  await migrateLatest(db);
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chain-worker-'));
  port = await freePort();
  chain = await startChain();
  client = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl, { retryCount: 0 }) });
  await testClient().setBalance({ address: agent.address, value: parseEther('100') });
});

afterAll(async () => {
  await chain?.stop();
  await db?.destroy();
  await temp?.drop();
  if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
});

describe('the chain command worker', () => {
  it('deploys the registry and a token, registers wallets and mints, each once and in order', async () => {
    await command({ kind: 'deploy_registry', args: { owner }, subject_type: 'platform', subject_id: REGISTRY_SUBJECT });
    await command({ kind: 'deploy_token', args: { name: 'Edificio Sol', symbol: 'SOL', owner }, subject_type: 'project', subject_id: PROJECT });
    for (const wallet of wallets) await command({ kind: 'register_identity', args: { wallet } });
    const first = investmentId();
    await mint(wallets[0]!, 40, first);
    await worker().runOnce();
    await until(allDone);
    expect((await rows()).map((row) => row.status)).toEqual(Array(6).fill('confirmed'));
    expect(await balanceOf(wallets[0]!)).toBe(40n);
    expect(confirmed.map((row) => row.subject_id)).toEqual([first]);
    await expectNoNonceGap();
  });

  it('fails a command the chain refuses before signing it: no nonce is spent', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const [refused] = [await mint(stranger, 5, investmentId())];
    await worker().runOnce();
    const row = await db('chain_commands').where({ id: refused!.id }).first();
    expect(row).toMatchObject({ status: 'failed', nonce: null, last_error: 'ReceiverNotVerified' });
    await expectNoNonceGap();
  });

  it("fails a command for a project whose token was never deployed, and the queue behind it goes on", async () => {
    const orphan = await command({ kind: 'pause', args: { project: '7d1c1d8e-1111-4c4c-9c9c-0000000000ff' }, subject_type: 'project', subject_id: 'none' });
    const behind = await mint(wallets[0]!, 1, investmentId());
    await worker().runOnce();
    await until(async () => (await db('chain_commands').where({ id: behind.id }).first()).status === 'confirmed');
    expect(await db('chain_commands').where({ id: orphan.id }).first()).toMatchObject({ status: 'failed', nonce: null, last_error: 'token not deployed' });
    await expectNoNonceGap();
  });

  it('a batch of mints survives the chain going away midway: every one minted once, no nonce gap', async () => {
    const before = await balanceOf(wallets[1]!);
    const ids = Array.from({ length: 60 }, investmentId);
    for (const id of ids) await mint(wallets[1]!, 1, id);
    const running = worker();
    running.start();
    await until(async () => Number((await db('chain_commands').where({ status: 'confirmed', kind: 'mint' }).count({ n: '*' }).first())?.n) >= 10);
    await chain.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    chain = await startChain();
    await until(allDone, 40_000);
    await running.stop();
    expect(await balanceOf(wallets[1]!)).toBe(before + 60n);
    expect(new Set(confirmed.map((row) => row.subject_id)).size).toBe(confirmed.length);
    expect(confirmed.filter((row) => ids.includes(row.subject_id!))).toHaveLength(60);
    await expectNoNonceGap();
  });

  it('sends the stored transaction once after a crash between signing and broadcasting', async () => {
    const id = investmentId();
    const stored = await mint(wallets[2]!, 7, id);
    const unreachable = createPublicClient({ chain: foundry, transport: http(chain.rpcUrl, { retryCount: 0 }) });
    // The first worker signs, then its broadcast never leaves the process (as if it was killed there).
    unreachable.sendRawTransaction = async () => {
      throw new Error('killed before broadcast');
    };
    await worker({ client: unreachable }).runOnce();
    const signed = await db('chain_commands').where({ id: stored.id }).first();
    expect(signed.status).toBe('signed');
    await worker().runOnce();
    await until(allDone);
    const done = await db('chain_commands').where({ id: stored.id }).first();
    expect(done).toMatchObject({ status: 'confirmed', tx_hash: signed.tx_hash, nonce: signed.nonce });
    expect(await balanceOf(wallets[2]!)).toBe(7n);
    await expectNoNonceGap();
  });

  it('replaces a stuck transaction at a higher fee; only one of the two is mined', async () => {
    const before = await balanceOf(wallets[0]!);
    await testClient().setAutomine(false);
    const stored = await mint(wallets[0]!, 3, investmentId());
    const stuck = worker({ stuckAfterMs: 200 });
    await stuck.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stuck.runOnce();
    const replaced = await db('chain_commands').where({ id: stored.id }).first();
    expect(replaced.tx_hashes.length).toBeGreaterThanOrEqual(2);
    await testClient().mine({ blocks: 1 });
    await testClient().setAutomine(true);
    await stuck.runOnce();
    await until(allDone);
    const done = await db('chain_commands').where({ id: stored.id }).first();
    expect(done.status).toBe('confirmed');
    expect(done.tx_hashes.slice(1)).toContain(done.tx_hash);
    expect(await balanceOf(wallets[0]!)).toBe(before + 3n);
    await expectNoNonceGap();
  });

  it('sends again a transaction a reorganisation took out of its block, and counts it only when deep enough', async () => {
    const before = await balanceOf(wallets[0]!);
    const snapshot = await testClient().snapshot();
    const stored = await mint(wallets[0]!, 2, investmentId());
    const deep = worker({ depth: 3 });
    await deep.runOnce();
    expect((await db('chain_commands').where({ id: stored.id }).first()).status).toBe('sent');
    await testClient().revert({ id: snapshot });
    expect(await balanceOf(wallets[0]!)).toBe(before);
    await deep.runOnce(); // no receipt any more: the stored bytes go out again
    await testClient().mine({ blocks: 2 });
    await deep.runOnce();
    await until(allDone);
    expect(await balanceOf(wallets[0]!)).toBe(before + 2n);
    await expectNoNonceGap();
  });
});
