// A production start never runs with the demo accounts whose passwords the README publishes: it
// stops with one clear line while one of them still opens with its published password, and starts once
// that password has been changed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { upsertBrands } from '../../db/seeds/brands';
import { DEMO_ACCOUNTS } from '../../db/seeds/demo-credentials';
import { createTempDatabase, type TempDatabase } from './support/temp-database';

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts bff/server.ts in production; resolves with its exit, or with 'healthy' once /api/health answers 200. */
async function startProduction(env: Record<string, string>): Promise<{ outcome: 'healthy' | number; stderr: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number);
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      const done = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 250))]);
      if (done !== null) return { outcome: done, stderr };
      const res = await fetch(`${url}/api/health`).catch(() => null);
      if (res?.status === 200) return { outcome: 'healthy', stderr };
    }
    throw new Error(`the server neither exited nor became healthy: ${stderr}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}

describe('a production start with demo accounts', () => {
  let temp: TempDatabase | undefined;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-prod-'));
    temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
    env = { DATA_DIR: dataDir, ...(temp ? { DATABASE_URL: temp.url } : {}) };
    const db = createDb({ databaseUrl: temp?.url, pgliteDir: path.join(dataDir, 'pglite') });
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
    await temp?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses to start while a demo account opens with its published password', async () => {
    const { outcome, stderr } = await startProduction(env);
    expect(outcome).toBe(1);
    expect(stderr).toContain(`Refusing to start in production: demo accounts with the README's passwords exist (${DEMO_ACCOUNTS.admin.email})`);
  });

  it('starts once that password has been changed, and never seeds', async () => {
    const db = createDb({ databaseUrl: temp?.url, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).update({ password_hash: await hash('A-Real-Secret-Of-The-Operator') });
    } finally {
      await db.destroy();
    }
    const { outcome, stderr } = await startProduction(env);
    expect(outcome, stderr).toBe('healthy');
    const check = createDb({ databaseUrl: temp?.url, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      expect(await check('users').whereIn('email', [DEMO_ACCOUNTS.investor.email, DEMO_ACCOUNTS.erir.email])).toEqual([]);
    } finally {
      await check.destroy();
    }
  });
});
