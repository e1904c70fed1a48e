// BFF cold start: process spawn → first healthy answer, on an existing embedded database and on Postgres.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer } from './server-process';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(env: Record<string, string>, runs: number) {
  const first = await startServer(env);
  await first.stop();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const server = await startServer(env);
    times.push(server.startMs);
    await server.stop();
  }
  return { firstStartMs: first.startMs, medianMs: median(times), runsMs: times };
}

export async function coldStartOnPglite(runs = 3) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-bench-'));
  try {
    return await measure({ DATA_DIR: dataDir }, runs);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function withPostgresDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function coldStartOnPostgres(databaseUrl: string, runs = 3) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-bench-'));
  try {
    return await measure({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'true' }, runs);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
