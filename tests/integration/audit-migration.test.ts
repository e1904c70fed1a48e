// Migration 0012_audit_chain on a database that already has audit rows (PGlite, or a fresh Postgres
// database when DATABASE_URL is set): the rows written before it, microsecond instants and jsonb in
// whatever key order included, are chained so they verify exactly as the writer's rows do, and new rows
// continue the chain; its down and a second up leave the same chain.
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH, verifyAuditChain } from '../../core/audit-chain';
import { createDb, type Db } from '../../db/knex';
import { auditChainBatches, insertAudit } from '../../db/queries/audit';
import { upsertBrands } from '../../db/seeds/brands';
import { createTempDatabase, type TempDatabase } from './support/temp-database';

const migrationsDir = path.resolve(import.meta.dirname, '../../db/migrations');
const NAMES = fs
  .readdirSync(migrationsDir)
  .filter((file) => /^\d{4}_.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

/** knex's migrator over these migrations, named as db/migrate.ts names them. */
const migrator = (names: string[]): Knex.MigratorConfig => ({
  tableName: 'knex_migrations',
  migrationSource: {
    getMigrations: async () => names,
    getMigrationName: (name: string) => name,
    getMigration: async (name: string) => (await import(path.join(migrationsDir, `${name}.ts`))) as Knex.Migration,
  },
});
const CHAIN = '0012_audit_chain';
const beforeChain = migrator(NAMES.slice(0, NAMES.indexOf(CHAIN)));
// One step at a time from there (up: 0012 only, down: the last applied), whatever comes after it.
const stepwise = migrator(NAMES);

let temp: TempDatabase | undefined;
let db: Db;

beforeAll(async () => {
  temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
  db = createDb({ databaseUrl: temp?.url });
  await db.migrate.latest(beforeChain);
  await upsertBrands(db, { 1: [], 2: [] });
});
afterAll(async () => {
  await db?.destroy();
  await temp?.drop();
});

const verdict = () => verifyAuditChain(auditChainBatches(db, 3));

describe(CHAIN, () => {
  it('chains the rows written before it, in id order, so they verify', async () => {
    const [user] = (await db('users').insert({ email: 'antes@example.com', domain_id: 1 }).returning('id')) as { id: string }[];
    // Written as the old writer did: created_at by the database (microseconds on a server), jsonb as given.
    await db('audit_log').insert([
      { actor_id: user!.id, action: 'project.publish', target_type: 'project', target_id: 'p1', before: JSON.stringify({ status: 'draft', name: 'Ñandú €' }), after: JSON.stringify({ z: 1.5, a: [1, { y: null, b: true }], status: 'active' }) },
      { actor_id: null, action: 'investment.expire', target_type: 'investment', target_id: 'i1', before: null, after: JSON.stringify({ reason: 'Caducada' }) },
      ...Array.from({ length: 5 }, (_, i) => ({ actor_id: user!.id, action: 'kyc.personal_save', target_type: 'kyc_application', target_id: `k${i}`, after: JSON.stringify({ fields: ['name', 'city'], n: i }) })),
    ]);
    await db.raw(`update audit_log set created_at = created_at + interval '123 microseconds' where target_id = 'p1'`);
    const count = 7;

    await db.migrate.up(stepwise);
    expect(await db('knex_migrations').orderBy('id', 'desc').first('name')).toEqual({ name: CHAIN });
    expect(await verdict()).toEqual({ ok: true, rows: count });
    const [first] = (await db('audit_log').orderBy('id').limit(1)) as { prev_hash: string }[];
    expect(first!.prev_hash).toBe(GENESIS_HASH);

    // The writer continues the chain from the last of them.
    await insertAudit(db, { actorId: user!.id, action: 'project.block', targetType: 'project', targetId: 'p1', before: { status: 'active' }, after: { status: 'blocked', reason: 'Revisión' } });
    expect(await verdict()).toEqual({ ok: true, rows: count + 1 });
  });

  it('goes down and up again to the same chain', async () => {
    const before = (await db('audit_log').orderBy('id').pluck('hash')) as string[];
    await db.migrate.down(stepwise);
    expect(await db.schema.hasColumn('audit_log', 'hash')).toBe(false);
    // Down, the table takes changes again (the trigger is gone).
    await db('audit_log').where({ target_id: 'k0' }).update({ target_id: 'k0' });
    await db.migrate.up(stepwise);
    expect((await db('audit_log').orderBy('id').pluck('hash')) as string[]).toEqual(before);
    expect(await verdict()).toEqual({ ok: true, rows: before.length });
  });
});
