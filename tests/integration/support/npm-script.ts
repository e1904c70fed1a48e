// Runs one of the operators' npm scripts (audit:verify, chain:reconcile) against a test's database, as an
// operator runs it: its own process, the database by DATABASE_URL or PGlite's files in DATA_DIR.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { PersistentDatabase } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export async function runNpmScript(script: string, database: PersistentDatabase): Promise<ScriptRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn('npm', ['run', '--silent', script], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}
