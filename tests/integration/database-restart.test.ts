// A database restart survived: a BFF process on a Postgres of this test's own, under a steady load of
// signed-in requests; the database stops and starts again. During the outage every request gets a
// prompt 503 with a clear message (no hang, no reset connection, no crash) and readiness says
// not-ready; once the database is back the BFF recovers by itself within seconds. The figures are
// printed for the release note.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/knex';
import { migrateLatest } from '../../db/migrate';
import { spawnBff, stopAllBffs, waitFor, type BffProcess } from './support/bff-process';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import type { TestBrowser } from './support/browser';

interface Sample {
  at: number;
  ms: number;
  status: number | 'network-error';
  path: string;
}

const WORKERS = 6;

describe.skipIf(!privatePostgresAvailable())('a database restart', () => {
  let pg: PrivatePostgres;
  let bff: BffProcess;
  let browser: TestBrowser;
  let dataDir: string;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const db = createDb({ databaseUrl: pg.url });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-restart-'));
    bff = await spawnBff({ DATABASE_URL: pg.url, DATA_DIR: dataDir });
    await waitFor(bff);
    const setup = createDb({ databaseUrl: pg.url });
    try {
      const user = await createTestUser(setup);
      browser = await signedInBrowser(bff, user);
    } finally {
      await setup.destroy();
    }
  }, 120_000);

  afterAll(async () => {
    await stopAllBffs();
    await pg?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 promptly during the outage and recovers by itself', async () => {
    const samples: Sample[] = [];
    let running = true;
    const worker = async (i: number) => {
      const paths = ['/api/auth/me', '/api/projects', '/api/health/ready'];
      for (let n = 0; running && n < 10_000; n++) {
        const path = paths[(i + n) % paths.length]!;
        const started = performance.now();
        let status: Sample['status'];
        let body = '';
        let retryAfter: string | null = null;
        try {
          const res = await browser.request(path, { signal: AbortSignal.timeout(15_000) });
          status = res.status;
          retryAfter = res.headers.get('retry-after');
          body = await res.text();
        } catch {
          status = 'network-error';
        }
        if (status === 503 && path !== '/api/health/ready') {
          expect(JSON.parse(body)).toMatchObject({ success: false, code: 'service_unavailable', error: expect.stringMatching(/no está disponible/) });
          expect(retryAfter).toBe('5');
        }
        // Readiness says down, never why (the cause is logged).
        if (status === 503 && path === '/api/health/ready') {
          const { data } = JSON.parse(body) as { data: { database: object; storage: object } };
          expect(Object.keys(data.database).sort(), body).toEqual(['kind', 'ok']);
        }
        samples.push({ at: Date.now(), ms: performance.now() - started, status, path });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await pause(1_500);
    const downAt = Date.now();
    await pg.stop();
    const stoppedAt = Date.now();
    await pause(4_000);
    // The database may accept connections before pg_ctl says so: the outage ends when its start begins.
    const startingAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    // Keep loading until the first signed-in request succeeds again, then a little longer.
    const deadline = upAt + 30_000;
    while (Date.now() < deadline && !samples.some((s) => s.at > upAt && s.path === '/api/auth/me' && s.status === 200)) await pause(50);
    const recoveredAt = samples.find((s) => s.at > upAt && s.path === '/api/auth/me' && s.status === 200)?.at;
    await pause(1_000);
    running = false;
    await load;

    const before = samples.filter((s) => s.at < downAt);
    const outage = samples.filter((s) => s.at - s.ms > stoppedAt && s.at < startingAt);
    const after = samples.filter((s) => recoveredAt !== undefined && s.at - s.ms > recoveredAt);
    const longest = Math.max(...outage.map((s) => s.ms));
    const figures = {
      requests: samples.length,
      outageRequests: outage.length,
      outage503: outage.filter((s) => s.status === 503).length,
      longestDuringOutageMs: Math.round(longest),
      recoverySeconds: recoveredAt === undefined ? null : (recoveredAt - upAt) / 1000,
      networkErrors: samples.filter((s) => s.status === 'network-error').length,
    };
    process.stdout.write(`database restart figures: ${JSON.stringify(figures)}\n`);

    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status === 200)).toBe(true);
    expect(outage.length).toBeGreaterThan(10);
    expect(outage.every((s) => s.status === 503), JSON.stringify(outage.filter((s) => s.status !== 503).slice(0, 5))).toBe(true);
    expect(longest).toBeLessThan(6_000);
    expect(figures.networkErrors).toBe(0);
    expect(recoveredAt, 'no signed-in request succeeded after the database came back').toBeDefined();
    expect(figures.recoverySeconds!).toBeLessThan(10);
    expect(after.every((s) => s.status === 200), JSON.stringify(after.filter((s) => s.status !== 200).slice(0, 5))).toBe(true);
    expect(bff.child.exitCode).toBeNull();
  }, 120_000);
});
