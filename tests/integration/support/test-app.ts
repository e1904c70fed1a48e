// Starts the real BFF in-process on a random loopback port against a real database (fresh in-memory
// PGlite, or a fresh Postgres database when DATABASE_URL is set) and filesystem storage in a temp dir.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '../../../bff/config/env';
import { closeDeps, createLogger, openDeps, type Deps } from '../../../bff/deps';
import { createApp } from '../../../bff/app';
import { createDb } from '../../../db/knex';
import { createTempDatabase, type TempDatabase } from './temp-database';

export interface TestApp {
  url: string;
  deps: Deps;
  dataDir: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-test-'));
  let temp: TempDatabase | undefined;
  if (process.env.DATABASE_URL) temp = await createTempDatabase(process.env.DATABASE_URL);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: temp?.url,
    ...options.env,
  });
  const db = temp ? undefined : createDb({});
  const deps = await openDeps(config, createLogger(config), { db, webRoot: options.webRoot });
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    deps,
    dataDir,
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDeps(deps);
      await temp?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
