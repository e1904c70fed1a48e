// The BFF's chain on the embedded default: a fresh data directory gets its own agent and owner keys under
// DATA_DIR/keys, a funded agent and the identity registry deployed once; a restart on the same directory
// keeps the keys, the chain's state and the registry, and writes no second deploy.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPublicClient, http } from 'viem';
import { identityRegistry } from '../../chain/generated/contracts';
import { networkName } from '../../core/chain';
import { createPersistentDatabase, startTestApp, type PersistentDatabase, type TestApp } from './support/test-app';

let database: PersistentDatabase;
let app: TestApp | undefined;

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function registryConfirmed(current: TestApp, chainId = current.deps.chain!.chainId, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await current.deps.db('chain_commands').where({ kind: 'deploy_registry', chain_id: chainId }).first();
    if (row?.status === 'confirmed') return row.contract as string;
    if (Date.now() > deadline) throw new Error(`registry not deployed: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the embedded chain', () => {
  it('starts with generated keys, a funded agent and the identity registry deployed once', async () => {
    database = await createPersistentDatabase();
    app = await startTestApp({ database, chain: true });
    const chain = app.deps.chain!;
    expect(networkName(chain.chainId)).toBe('Anvil (local)');
    expect(await fs.readFile(path.join(database.dataDir, 'chain', 'chain-id'), 'utf8')).toBe(String(chain.chainId));
    expect(chain.embeddedRpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.owner).not.toBe(chain.agent);
    const keys = path.join(database.dataDir, 'keys');
    for (const name of ['chain-agent.key', 'chain-owner.key']) {
      expect(((await fs.stat(path.join(keys, name))).mode & 0o777).toString(8)).toBe('600');
    }
    expect(await chain.client.getBalance({ address: chain.agent })).toBeGreaterThan(0n);

    const registry = (await registryConfirmed(app)) as `0x${string}`;
    const admin = await chain.client.readContract({ address: registry, abi: identityRegistry.abi, functionName: 'DEFAULT_ADMIN_ROLE' });
    expect(await chain.client.readContract({ address: registry, abi: identityRegistry.abi, functionName: 'hasRole', args: [admin, chain.owner] })).toBe(true);
    expect(await chain.client.readContract({ address: registry, abi: identityRegistry.abi, functionName: 'hasRole', args: [admin, chain.agent] })).toBe(false);
  });

  it('keeps its keys, state and registry across a restart on the same data directory', async () => {
    const before = app!.deps.chain!;
    const registry = await registryConfirmed(app!);
    await app!.close();
    app = undefined;
    app = await startTestApp({ database, chain: true });
    const after = app.deps.chain!;
    expect([after.chainId, after.agent, after.owner]).toEqual([before.chainId, before.agent, before.owner]);
    const client = createPublicClient({ transport: http(after.embeddedRpcUrl) });
    expect(await client.getCode({ address: registry as `0x${string}` })).toMatch(/^0x[0-9a-f]{10,}/);
    const { n } = (await app.deps.db('chain_commands').where({ kind: 'deploy_registry' }).count({ n: '*' }).first()) as { n: number | string };
    expect(Number(n)).toBe(1);
  });

  it('starts another local chain, with its own registry, when the database outlives its data directory', async () => {
    const before = app!.deps.chain!;
    await app!.close();
    app = undefined;
    await fs.rm(path.join(database.dataDir, 'chain'), { recursive: true });
    await fs.rm(path.join(database.dataDir, 'keys'), { recursive: true });
    app = await startTestApp({ database, chain: true });
    const after = app.deps.chain!;
    expect(after.chainId).not.toBe(before.chainId);
    await registryConfirmed(app, after.chainId);
    expect(await app.deps.db('chain_commands').where({ kind: 'deploy_registry' }).pluck('chain_id')).toEqual(expect.arrayContaining([before.chainId, after.chainId]));
  });
});
