// The BFF killed (SIGKILL) after signing a chain command and before its broadcast reached the chain: a real
// BFF process on a Postgres and a chain of this test's own, talking to the chain through a proxy that
// holds every eth_sendRawTransaction. Once the command is signed and its broadcast is held, the process is
// killed; the chain never saw the transaction. A new process sends the stored bytes: the same hash is
// mined once, with the nonce the first process signed, and no nonce is skipped or spent twice.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, http as viemHttp, keccak256, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { identityRegistry } from '../../chain/generated/contracts';
import { startEmbeddedChain, type EmbeddedChain } from '../../bff/chain/embedded-chain';
import { createDb, type Db } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { insertChainCommand } from '../../db/queries/chain-commands';
import type { DbChainCommandRow } from '../../db/tables';
import { spawnBff, stopAllBffs, waitFor, type BffProcess } from './support/bff-process';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

const CHAIN_ID = 31_337;
/** Anvil's first development account: funded at genesis, so the agent can pay for its transactions. */
const AGENT_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const agent = privateKeyToAccount(AGENT_KEY).address;

interface RpcCall {
  method: string;
  params?: unknown[];
}

/** Forwards JSON-RPC to the chain; while `holding`, a broadcast is recorded and never answered (nor forwarded). */
async function startRpcProxy(target: string) {
  const held: Hex[] = [];
  const state = { holding: false };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const calls = ([] as RpcCall[]).concat(JSON.parse(body) as RpcCall | RpcCall[]);
    const broadcast = calls.find((call) => call.method === 'eth_sendRawTransaction');
    if (state.holding && broadcast) {
      held.push(broadcast.params![0] as Hex);
      return; // the request stays open until the caller dies
    }
    const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!privatePostgresAvailable())('the BFF killed between signing and broadcasting', () => {
  let pg: PrivatePostgres;
  let db: Db;
  let chain: EmbeddedChain;
  let proxy: Awaited<ReturnType<typeof startRpcProxy>>;
  let dataDir: string;
  const env = () => ({
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    CHAIN_RPC_URL: proxy.url,
    CHAIN_ID: String(CHAIN_ID),
    CHAIN_AGENT_KEY: AGENT_KEY,
    CHAIN_OWNER_ADDRESS: privateKeyToAddress(generatePrivateKey()),
    CHAIN_CONFIRMATIONS: '1',
  });
  const command = async (id: number) => (await db<DbChainCommandRow>('chain_commands').where({ id }).first())!;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    db = createDb({ databaseUrl: pg.url });
    await migrateLatest(db);
    chain = await startEmbeddedChain({ chainId: CHAIN_ID });
    proxy = await startRpcProxy(chain.rpcUrl);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-chain-kill-'));
  }, 120_000);

  afterAll(async () => {
    await stopAllBffs();
    await proxy?.close();
    await chain?.stop();
    await db?.destroy();
    await pg?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sends the stored transaction once after a restart', async () => {
    const client = createPublicClient({ transport: viemHttp(chain.rpcUrl) });
    let bff: BffProcess = await spawnBff(env());
    await waitFor(bff);
    // The registry deploys first, broadcasts let through.
    const registry = await until(async () => (await db<DbChainCommandRow>('chain_commands').where({ kind: 'deploy_registry', status: 'confirmed' }).first())?.contract, 'the registry deployed');

    proxy.state.holding = true;
    const wallet = privateKeyToAddress(generatePrivateKey());
    const { id } = await insertChainCommand(db, { chain_id: CHAIN_ID, signer: agent, kind: 'register_identity', args: { wallet }, subject_type: 'user', subject_id: '7d1c1d8e-1111-4c4c-9c9c-0000000000cc' });
    const signed = await until(async () => {
      const row = await command(id);
      return row.status === 'signed' && proxy.held.length > 0 && row;
    }, 'the command signed and its broadcast held');
    expect(proxy.held.map((raw) => keccak256(raw))).toEqual([signed.tx_hash]);
    const nonceBefore = await client.getTransactionCount({ address: agent });
    expect(nonceBefore).toBe(signed.nonce);

    expect(await (bff.stop('SIGKILL'))).toBe('SIGKILL');
    expect(await client.getTransactionCount({ address: agent })).toBe(nonceBefore);
    expect((await command(id)).status).toBe('signed');

    proxy.state.holding = false;
    bff = await spawnBff(env());
    await waitFor(bff);
    const confirmed = await until(async () => {
      const row = await command(id);
      return row.status === 'confirmed' && row;
    }, 'the command confirmed after the restart');
    expect(confirmed.tx_hash).toBe(signed.tx_hash);
    expect((await client.getTransactionReceipt({ hash: signed.tx_hash as Hex })).status).toBe('success');
    expect(await client.getTransactionCount({ address: agent })).toBe(nonceBefore + 1);
    expect(await client.readContract({ address: registry as Address, abi: identityRegistry.abi, functionName: 'isVerified', args: [wallet] })).toBe(true);
    await bff.stop();
  }, 180_000);
});
