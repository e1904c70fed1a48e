// Starts the real BFF in-process on a random loopback port against a real database (fresh in-memory
// PGlite, or a fresh Postgres database when DATABASE_URL is set) and filesystem storage in a temp dir.
// A test that restarts the app passes a persistent `database` and `dataDir` to two apps in turn.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../../../bff/config/env';
import { closeDeps, createLogger, openDeps, type Deps } from '../../../bff/deps';
import { createApp } from '../../../bff/app';
import { createDb } from '../../../db/knex';
import { createTempDatabase } from './temp-database';

export interface TestApp {
  url: string;
  deps: Deps;
  dataDir: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** A database that outlives one app: a PGlite directory, or a Postgres database when DATABASE_URL is set. */
export interface PersistentDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createPersistentDatabase(): Promise<PersistentDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-test-'));
  const temp = process.env.DATABASE_URL ? await createTempDatabase(process.env.DATABASE_URL) : undefined;
  return {
    databaseUrl: temp?.url,
    dataDir,
    async drop() {
      await temp?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions {
  /** Extra environment; a function receives the app's own URL (e.g. for PUBLIC_URL in production mode). */
  env?: Record<string, string> | ((url: string) => Record<string, string>);
  webRoot?: string;
  database?: PersistentDatabase;
  /** Where the app's log lines go (default: the level in TEST_LOG_LEVEL, else silent, on stdout). */
  logStream?: DestinationStream;
  /** Listen on this port (a restart test reuses the first app's port so the origin stays the same). */
  port?: number;
  /** Start the chain (the embedded one unless `env` names CHAIN_RPC_URL); off by default, as few tests need it. */
  chain?: boolean;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = options.database ? undefined : await createPersistentDatabase();
  const database = options.database ?? owned!;
  // Listening first gives the app's URL before its configuration is read, as a deployment knows its own:
  // its PORT makes its loopback origins the configured ones (bff/config/origins.ts).
  const server = http.createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: database.dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.databaseUrl,
    ...(typeof options.env === 'function' ? options.env(url) : options.env),
  });
  // Without a server, a throwaway app uses in-memory PGlite; a persistent one uses DATA_DIR/pglite.
  const db = database.databaseUrl || options.database ? undefined : createDb({});
  // Apps of concurrent runs may share the machine's Redis: their counters keep apart.
  const limitsPrefix = `t${randomBytes(4).toString('hex')}`;
  const deps = await openDeps(config, createLogger(config, options.logStream), { db, webRoot: options.webRoot, limitsPrefix, chain: options.chain ?? false });
  server.on('request', createApp(deps).callback());
  return {
    url,
    deps,
    dataDir: database.dataDir,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDeps(deps);
      await owned?.drop();
    },
  };
}
