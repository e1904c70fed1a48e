// The database and data directory a benchmarked server runs on: embedded PGlite in a temporary
// DATA_DIR, or a throwaway Postgres database created for this run and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup, tempDir } from './cleanup';

export interface Deployment {
  /** Environment for `startServer`. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function pgliteDeployment(): Promise<Deployment> {
  const dataDir = await tempDir('tokenia-bench-pglite-');
  return { env: { DATA_DIR: dataDir.path }, dispose: dataDir.remove };
}

/** Why Postgres cannot be used at `adminUrl`, or null when it answers. */
export async function postgresUnavailable(adminUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message || err.name : String(err);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh `bench_<random>` database next to `adminUrl`'s. The demo data is seeded explicitly (it is only
 * on by default for PGlite) so both databases hold the same rows.
 */
export async function postgresDeployment(adminUrl: string): Promise<Deployment> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const ident = pg.escapeIdentifier(name);
  await onAdmin(adminUrl, `create database ${ident}`);
  // `with (force)` ends connections a killed server may have left behind.
  const drop = onCleanup(() => onAdmin(adminUrl, `drop database if exists ${ident} with (force)`));
  const dataDir = await tempDir('tokenia-bench-pg-');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir.path, DATABASE_URL: url.toString(), SEED_DEMO: 'true' },
    dispose: async () => {
      await dataDir.remove();
      await drop();
    },
  };
}
