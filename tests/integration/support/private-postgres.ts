// A Postgres server of the test's own (initdb into a temp folder, on a free port, with the machine's
// binaries), so a test may stop and start it: the machine's shared server is never touched. As root,
// the server runs as the `postgres` system user (initdb refuses root).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './bff-process';

const run = promisify(execFile);

function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const version = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && path.join(root, version, 'bin');
  return bin && fs.existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

export const privatePostgresAvailable = () => binaries() !== undefined;

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries();
  if (!bin) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'tokenia-pg-'));
  const data = path.join(dir, 'data');
  await fsp.mkdir(data);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: g } = await run('id', ['-g', 'postgres']);
    await fsp.chown(dir, uid, Number(g.trim()));
    await fsp.chown(data, uid, Number(g.trim()));
  }
  const as = (cmd: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : run(path.join(bin, cmd), args));
  const port = await freePort();
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await as('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', options]);
  };
  const stop = async () => {
    await as('pg_ctl', ['stop', '-D', data, '-w', '-t', '60', '-m', 'fast']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}
