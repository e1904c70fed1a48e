// `npm run bench`: bundle weight, cold start, API throughput/latency and Lighthouse, printed as a table
// and written to bench/results/latest.json. Every section runs even if another fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fs2 from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { coldStartOnPglite, coldStartOnPostgres, withPostgresDatabase } from './cold-start';
import { entryChunkGzipBytes, firstLoad } from './first-load';
import { lighthouse } from './lighthouse';
import { CONNECTIONS, load, loadBareKoa, type LoadFigures } from './load';
import { repoRoot, startServer } from './server-process';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines: string[] = [];

async function section<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  process.stdout.write(`… ${name}\n`);
  try {
    const value = await run();
    results[name] = value;
    return value;
  } catch (err) {
    results[name] = { error: err instanceof Error ? err.message : String(err) };
    lines.push(`${name}: FAILED — ${(results[name] as { error: string }).error}`);
    return undefined;
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const loadRow = (label: string, f: LoadFigures, base?: LoadFigures) =>
  `  ${label.padEnd(30)} ${String(f.requestsPerSecond).padStart(7)} req/s   p50 ${String(f.p50Ms).padStart(3)} ms   p99 ${String(f.p99Ms).padStart(4)} ms   non-2xx ${f.non2xx}   errors ${f.errors}${base ? `   ${(f.requestsPerSecond / base.requestsPerSecond).toFixed(2)}× bare Koa` : ''}`;

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'dist', 'web', 'index.html'))) {
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const pgOk = await postgresReachable();

  const entry = entryChunkGzipBytes();
  if (entry) {
    results.entryChunk = entry;
    lines.push(`Entry chunk ${entry.file}: ${kb(entry.gzipBytes)} gzip`);
  }

  const dataDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'tokenia-bench-run-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const weights = await section('firstLoad', () => firstLoad(server.url, ['/', '/dashboard']));
    for (const w of weights ?? []) lines.push(`First load ${w.path.padEnd(11)} JS ${kb(w.jsBytes)}   CSS ${kb(w.cssBytes)}   (${w.requests} files, as transferred)`);

    const bare = await section('bareKoa', () => loadBareKoa());
    const brand = await section('apiBrandPglite', () => load(`${server.url}/api/brand`));
    const health = await section('apiHealthPglite', () => load(`${server.url}/api/health`));
    lines.push(`Throughput at ${CONNECTIONS} connections:`);
    if (bare) lines.push(loadRow('bare Koa hello', bare));
    if (brand) lines.push(loadRow('GET /api/brand (PGlite)', brand, bare));
    if (health) lines.push(loadRow('GET /api/health (PGlite)', health, bare));

    const scores = await section('lighthouseHome', () => lighthouse(`${server.url}/`));
    if (scores) lines.push(`Lighthouse mobile /: ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  } finally {
    await server.stop();
    await fs2.rm(dataDir, { recursive: true, force: true });
  }

  const pglite = await section('coldStartPglite', () => coldStartOnPglite());
  if (pglite) lines.push(`Cold start, PGlite with an existing database: median ${pglite.medianMs} ms (runs ${pglite.runsMs.join(', ')}; first start with seeding ${pglite.firstStartMs} ms)`);

  if (pgOk) {
    await withPostgresDatabase(POSTGRES_URL, async (databaseUrl) => {
      const cold = await section('coldStartPostgres', () => coldStartOnPostgres(databaseUrl));
      if (cold) lines.push(`Cold start, Postgres: median ${cold.medianMs} ms (runs ${cold.runsMs.join(', ')})`);
      const pgDir = await fs2.mkdtemp(path.join(os.tmpdir(), 'tokenia-bench-pg-'));
      const pgServer = await startServer({ DATA_DIR: pgDir, DATABASE_URL: databaseUrl });
      try {
        const health = await section('apiHealthPostgres', () => load(`${pgServer.url}/api/health`));
        const bare = results.bareKoa as LoadFigures | undefined;
        if (health) lines.push(loadRow('GET /api/health (Postgres)', health, bare));
      } finally {
        await pgServer.stop();
        await fs2.rm(pgDir, { recursive: true, force: true });
      }
    });
  } else {
    results.coldStartPostgres = { skipped: `Postgres not reachable at ${POSTGRES_URL}` };
    lines.push(`Postgres: skipped (not reachable at ${POSTGRES_URL})`);
  }

  await fs2.mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  await fs2.writeFile(path.join(repoRoot, 'bench', 'results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${lines.join('\n')}\n\nWritten to bench/results/latest.json\n`);
}

await main();
