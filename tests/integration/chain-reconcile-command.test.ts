// `npm run chain:reconcile` as an operator runs it after stopping the BFF: the embedded chain's saved state
// matches the register (exit 0); a holding changed in the register behind the platform's back does not (exit 1,
// the difference named, the run stored and audited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/knex';
import { seedDemo } from '../../bff/demo/seed';
import { createPersistentDatabase, startTestApp, type PersistentDatabase } from './support/test-app';
import { runNpmScript } from './support/npm-script';

let database: PersistentDatabase;

beforeAll(async () => {
  database = await createPersistentDatabase();
  const app = await startTestApp({ database, chain: true });
  try {
    expect(await seedDemo(app.deps.db, app.deps.blobs, app.deps.vault, app.deps.chain)).toEqual({ created: true });
    for (const deadline = Date.now() + 60_000; ; ) {
      const open = await app.deps.db('chain_commands').whereIn('status', ['pending', 'signed', 'sent']).count({ n: '*' }).first();
      if (Number(open?.n) === 0) break;
      if (Date.now() > deadline) throw new Error('chain commands still open');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    // Stopping saves the chain's state; PGlite's files take one process at a time.
    await app.close();
  }
});
afterAll(() => database?.drop());

const runReconcile = () => runNpmScript('chain:reconcile', database);

async function withDb<T>(work: (db: ReturnType<typeof openDb>) => Promise<T>): Promise<T> {
  const db = openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

describe('npm run chain:reconcile', () => {
  it('exits 0 when the register matches the chain, 1 naming a holding changed behind its back', async () => {
    const green = await runReconcile();
    expect(green, green.stderr).toMatchObject({ code: 0 });
    expect(green.stdout).toMatch(/^The register matches chain \d+: [1-9]\d* holdings compared/);

    const holding = await withDb(async (db) => {
      const row = await db('token_holdings').orderBy(['project_id', 'user_id']).first();
      await db('token_holdings').where({ user_id: row.user_id, project_id: row.project_id }).update({ tokens: row.tokens + 1 });
      return row as { user_id: string; tokens: number };
    });
    const red = await runReconcile();
    expect(red.code, red.stderr).toBe(1);
    expect(red.stderr).toContain('The register does NOT match chain');
    expect(red.stderr).toContain(`(user ${holding.user_id})`);
    expect(red.stderr).toContain(`register ${holding.tokens + 1}, chain ${holding.tokens}`);

    await withDb(async (db) => {
      expect(await db('chain_reconciliations').orderBy('id').select('differences')).toEqual([{ differences: 0 }, { differences: 1 }]);
      expect(await db('audit_log').where({ action: 'chain.reconciliation_mismatch' }).count({ n: '*' }).first()).toEqual({ n: 1 });
    });
  });
});
