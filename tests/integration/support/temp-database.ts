// A fresh Postgres database per test file when DATABASE_URL is set (CI runs the suite against the
// machine's server this way), dropped afterwards; otherwise tests use in-memory PGlite.
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTempDatabase(serverUrl: string): Promise<TempDatabase> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}
