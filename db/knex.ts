// Opens the database: a Postgres server when DATABASE_URL is set, otherwise embedded PGlite persisted
// under DATA_DIR. Both return bigint and count() as JS numbers so code above this module never sees
// the drivers' differences. Schema rule: no numeric columns; money is integer cents and percentages
// are integer basis points (well inside 2^53), so no float ever stores an amount.
import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const INT8 = 20;
const DATE = 1082;
/** A `date` is a calendar day, not an instant: both drivers hand it over as 'YYYY-MM-DD'. */
const keepDate = (value: string) => value;

let pgParsersInstalled = false;
function installPgParsers() {
  if (pgParsersInstalled) return;
  pg.types.setTypeParser(INT8, (value) => Number(value));
  pg.types.setTypeParser(DATE, keepDate);
  pgParsersInstalled = true;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Directory for embedded PGlite data; undefined means in memory. */
  pgliteDir?: string | undefined;
  pool?: { min: number; max: number };
}

export type Db = Knex;
/** A transaction: a Db whose queries commit or roll back together. */
export type Tx = Knex.Transaction;

/**
 * knex-pglite reports a delete as command "DEL", which knex's Postgres client does not recognise, so
 * `.delete()` resolved to the raw response instead of the affected row count as it does on pg.
 */
type ResponseProcessor = new (config: Knex.Config) => {
  processResponse(obj: { method?: string }, runner: unknown): unknown;
};
class PgLiteClient extends (ClientPgLite as unknown as ResponseProcessor) {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

/**
 * While the server is away every query must fail promptly (the BFF answers 503, readiness says
 * not-ready) rather than queue for a minute; a broken connection is dropped from the pool, so the app
 * recovers by itself as soon as the server is back.
 */
export const DB_TIMEOUTS = { connectMs: 3_000, acquireMs: 5_000, statementMs: 15_000 };

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    installPgParsers();
    return knexFactory({
      client: 'pg',
      connection: {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
        statement_timeout: DB_TIMEOUTS.statementMs,
        query_timeout: DB_TIMEOUTS.statementMs + 2_000,
        keepAlive: true,
      },
      acquireConnectionTimeout: DB_TIMEOUTS.acquireMs,
      pool: options.pool ?? { min: 0, max: 10 },
    });
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // PGlite already parses INT8 to a JS number.
  // Options go in the one-object form: with an undefined data dir as first argument they are ignored.
  const pglite = new PGlite({ dataDir: options.pgliteDir, parsers: { [DATE]: keepDate } });
  return knexFactory({
    client: PgLiteClient as unknown as typeof ClientPgLite,
    dialect: 'postgres',
    // knex-pglite takes an existing instance through a connection function (typed as object upstream).
    connection: (() => ({ pglite }) as object) as unknown as Knex.StaticConnectionConfig,
  });
}

/** How the application names its database: a Postgres URL, or PGlite under <dataDir>/pglite. */
export interface DbConfig {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The application's database, as the server, the scripts and tests that start the app open it. */
export function openDb(config: DbConfig): Db {
  return createDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
}

export function dbKind(db: Db): 'postgres' | 'pglite' {
  return db.client.config.client === 'pg' ? 'postgres' : 'pglite';
}
