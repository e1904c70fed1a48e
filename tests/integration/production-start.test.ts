// A production start never runs with the demo accounts whose passwords the README publishes: it
// stops with one clear line while one of them still opens with its published password, and starts once
// that password has been changed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { upsertBrands } from '../../db/seeds/brands';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { createTempDatabase, type TempDatabase } from './support/temp-database';
import { spawnBff, waitFor } from './support/bff-process';
import { startEmbeddedChain, type EmbeddedChain } from '../../bff/chain/embedded-chain';
import { chainEnv, DEV_AGENT_KEY } from './support/chain-env';
import { privateKeyToAddress } from 'viem/accounts';

const DEV_AGENT = privateKeyToAddress(DEV_AGENT_KEY);

/** Starts the BFF in production; resolves with its exit code, or with 'healthy' once it is ready. */
async function startProduction(env: Record<string, string>): Promise<{ outcome: 'healthy' | number | string; stderr: string }> {
  const proc = await spawnBff((url) => ({ ...env, NODE_ENV: 'production', PUBLIC_URL: url, SMTP_URL: 'smtp://127.0.0.1:9', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=' }));
  const outcome = await Promise.race([proc.exited, waitFor(proc, '/api/health/ready', 60_000).then(() => 'healthy' as const).catch(() => proc.exited)]);
  await proc.stop();
  return { outcome, stderr: proc.stderr() };
}

describe('a production start with demo accounts', () => {
  let temp: TempDatabase | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  // Production never runs the embedded chain: an anvil of the test's own stands for the network's node.
  let chain: EmbeddedChain;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-prod-'));
    temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
    chain = await startEmbeddedChain({ chainId: 31337 });
    env = { DATA_DIR: dataDir, ...(temp ? { DATABASE_URL: temp.url } : {}), ...chainEnv(chain.rpcUrl), CHAIN_CONFIRMATIONS: '1' };
    const db = openDb({ databaseUrl: temp?.url, dataDir });
    try {
      await migrateLatest(db);
      await upsertBrands(db, { 1: ['tokenia.es'], 2: ['tokenapp.hispax.com'] });
      const admin = DEMO_ACCOUNTS.admin;
      await db('users').insert({ email: admin.email, password_hash: await hash(admin.password), email_verified_at: new Date(), is_admin: true, domain_id: 1 });
    } finally {
      await db.destroy();
    }
  });
  afterAll(async () => {
    await chain?.stop();
    await temp?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start while a demo account opens with its published password', async () => {
    const { outcome, stderr } = await startProduction(env);
    expect(outcome).toBe(1);
    expect(stderr).toContain(`Refusing to start in production: demo accounts with the README's passwords exist (${DEMO_ACCOUNTS.admin.email})`);
  });

  it('starts once that password has been changed, and never seeds', async () => {
    const db = openDb({ databaseUrl: temp?.url, dataDir });
    try {
      await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).update({ password_hash: await hash('A-Real-Secret-Of-The-Operator') });
    } finally {
      await db.destroy();
    }
    const { outcome, stderr } = await startProduction(env);
    expect(outcome, stderr).toBe('healthy');
    const check = openDb({ databaseUrl: temp?.url, dataDir });
    try {
      expect(await check('users').whereIn('email', [DEMO_ACCOUNTS.investor.email, DEMO_ACCOUNTS.erir.email])).toEqual([]);
      // The configured node, not an embedded chain: the registry's deploy is queued for the configured agent.
      expect(await check('chain_commands').select('chain_id', 'signer', 'kind')).toEqual([{ chain_id: 31337, signer: DEV_AGENT, kind: 'deploy_registry' }]);
    } finally {
      await check.destroy();
    }
  });
});
