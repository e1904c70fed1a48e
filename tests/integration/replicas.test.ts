// Two BFF processes on one Postgres and one shared storage folder, as behind a load balancer: they
// start together on an empty database without creating anything twice; a session opened on one works
// on the other; a limit reached through one holds on the other; an admin's publish on one shows in the
// other's catalog within a second; a signing-key rotation (`npm run keys:rotate`) is used by both without a restart. Then a
// signal drains one of them: the request in flight finishes, new connections are refused, exit 0.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { createDb } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { DEMO_PROJECTS } from '../../bff/demo/projects';
import { spawnBff, stopAllBffs, waitFor, type BffProcess } from './support/bff-process';
import { createTempDatabase, type TempDatabase } from './support/temp-database';
import { signedInBrowser } from './support/sign-in';
import { TestBrowser } from './support/browser';
import { COMPLETE_PROJECT, saveProject } from './support/projects';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverReachable(): Promise<boolean> {
  const probe = knexFactory({ client: 'pg', connection: { connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 }, pool: { min: 0, max: 1 } });
  try {
    await probe.raw('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await probe.destroy();
  }
}

const reachable = await serverReachable();
if (!reachable) process.stdout.write(`replicas.test.ts skipped: no PostgreSQL server at ${SERVER_URL}\n`);

/** The key ids a replica publishes. */
async function publishedKids(replica: BffProcess): Promise<string[]> {
  const res = await fetch(`${replica.url}/oidc/jwks`);
  return ((await res.json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
}

/** Runs `scripts/keys-rotate.ts` (what `npm run keys:rotate` runs) with the replicas' configuration; the new key's id. */
async function rotateKeys(env: Record<string, string>): Promise<string> {
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/keys-rotate.ts'], { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, NODE_ENV: 'test', ...env } }, (err, out) =>
      err ? reject(err) : resolve(out),
    ),
  );
  const kid = /Signing key (\S+) signs/.exec(stdout)?.[1];
  if (!kid) throw new Error(`keys:rotate said: ${stdout}`);
  return kid;
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const ms = performance.now() - started;
    if (done(value) || ms > timeoutMs) return { value, ms };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!reachable)('two replicas on one database', () => {
  let temp: TempDatabase;
  let db: Knex;
  let dataDir: string;
  let a: BffProcess;
  let b: BffProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    temp = await createTempDatabase(SERVER_URL);
    db = createDb({ databaseUrl: temp.url });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-replicas-'));
    env = { DATABASE_URL: temp.url, DATA_DIR: dataDir, SEED_DEMO: 'true', TRUST_PROXY_HOPS: '1' };
    // Started together on an empty database: migrations, secret, signing key and demo data race.
    [a, b] = await Promise.all([spawnBff(env), spawnBff(env)]);
    await Promise.all([waitFor(a), waitFor(b)]);
  }, 180_000);

  afterAll(async () => {
    await stopAllBffs();
    await db?.destroy();
    await temp?.drop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('created one secret, one active signing key and one set of demo data', async () => {
    expect(await db('app_secrets').where({ name: 'root' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await db('oidc_signing_keys').whereNull('retired_at').count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await db('users').where({ email: DEMO_ACCOUNTS.admin.email }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await db('projects').count({ n: '*' })).toEqual([{ n: DEMO_PROJECTS.length }]);
    expect(await db('knex_migrations').count({ n: '*' })).toEqual([{ n: (await db('knex_migrations').distinct('name')).length }]);
  });

  it('opens a session on one replica and uses it on the other', async () => {
    const browser = await signedInBrowser(a, DEMO_ACCOUNTS.investor);
    const onB = await browser.request(`${b.url}/api/auth/me`);
    expect(onB.status).toBe(200);
    expect((await onB.json()).data.email).toBe(DEMO_ACCOUNTS.investor.email);
  });

  it('keeps one count of a limit across replicas', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    const viaA = await new TestBrowser(a.url, ip).postJson('/api/auth/reset-password', { email: DEMO_ACCOUNTS.erir.email });
    expect(viaA.status).toBe(200);
    const viaB = await new TestBrowser(b.url, ip).postJson('/api/auth/reset-password', { email: DEMO_ACCOUNTS.erir.email });
    expect(viaB.status).toBe(429);
  });

  it("shows an admin's publish on one replica in the other's catalog within a second", async () => {
    const investorOnB = await signedInBrowser(b, DEMO_ACCOUNTS.investor);
    const adminOnA = await signedInBrowser(a, DEMO_ACCOUNTS.admin);
    const catalogIds = async () => ((await (await investorOnB.request('/api/projects?limit=100')).json()) as { data: { id: string }[] }).data.map((p) => p.id);
    await catalogIds(); // B now holds the page in its cache.
    const saved = await saveProject(adminOnA, { ...COMPLETE_PROJECT, name: 'Publicado en la réplica A', status: 'active' });
    expect(saved.status).toBe(201);
    const id = saved.body.data.id as string;
    const seen = await poll(catalogIds, (ids) => ids.includes(id), 5_000);
    process.stdout.write(`replicas: publish on A seen in B's catalog after ${Math.round(seen.ms)} ms\n`);
    expect(seen.value).toContain(id);
    expect(seen.ms).toBeLessThan(1_000);
  });

  it('uses a signing key rotated by keys:rotate on both replicas without a restart', async () => {
    const before = await publishedKids(a);
    const kid = await rotateKeys(env);
    for (const replica of [a, b]) {
      const { value } = await poll(() => publishedKids(replica), (kids) => kids[0] === kid, 5_000);
      expect(value[0]).toBe(kid);
      expect(value).toEqual(expect.arrayContaining(before));
    }
    // New logins through either replica get ID tokens signed with the new key.
    for (const replica of [a, b]) {
      await signedInBrowser(replica, DEMO_ACCOUNTS.investor);
      const { id_token: idToken } = (await db('sessions').orderBy('created_at', 'desc').first('id_token')) as { id_token: string };
      expect(JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString()).kid).toBe(kid);
    }
  });

  it('drains on SIGTERM: the request in flight finishes, new connections are refused, exit 0', async () => {
    // A reset request answers after at least 250 ms (the same time whether or not the account exists).
    const inFlight = new TestBrowser(b.url, { 'x-forwarded-for': '203.0.113.77' }).postJson('/api/auth/reset-password', { email: 'drain@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const exit = b.stop('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await exit).toBe(0);
    await expect(fetch(`${b.url}/api/health/live`)).rejects.toThrow();
    // The other replica goes on serving.
    expect((await fetch(`${a.url}/api/health/ready`)).status).toBe(200);
  });
});

describe.skipIf(!reachable)('migrations started by several processes at once', () => {
  it('apply each migration once, however the starts interleave', async () => {
    for (let round = 0; round < 3; round++) {
      const temp = await createTempDatabase(SERVER_URL);
      const dbs = Array.from({ length: 4 }, () => createDb({ databaseUrl: temp.url }));
      try {
        const applied = await Promise.all(dbs.map((db) => migrateLatest(db)));
        expect(applied.flat().sort()).toEqual((await dbs[0]!('knex_migrations').pluck('name')).sort());
        expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      } finally {
        await Promise.all(dbs.map((db) => db.destroy()));
        await temp.drop();
      }
    }
  });
});
