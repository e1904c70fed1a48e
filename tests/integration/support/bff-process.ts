// The real BFF as a separate Node process (bff/server.ts through tsx), for what only processes show:
// replicas on one database, a database restart, a signal. Every process is stopped when its test file
// ends, also on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface BffProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far (the tail). */
  stderr(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends the signal and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | string>;
}

const running = new Set<BffProcess>();

/**
 * Starts `bff/server.ts` with `env` (or env made from its URL, e.g. for PUBLIC_URL) over a test-mode
 * base; resolves at once: wait with waitFor.
 */
export async function spawnBff(envOrFromUrl: Record<string, string> | ((url: string) => Record<string, string>)): Promise<BffProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = typeof envOrFromUrl === 'function' ? envOrFromUrl(url) : envOrFromUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr!.on('data', (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-8_000)));
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const proc: BffProcess = {
    url,
    child,
    stderr: () => tail,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(proc);
      return exited;
    },
  };
  running.add(proc);
  return proc;
}

/** Polls until `url` answers `status` (default 200), the process died, or the deadline passed. */
export async function waitFor(proc: BffProcess, pathname = '/api/health/ready', timeoutMs = 90_000, status = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`the BFF exited before ${pathname} answered ${status}: ${proc.stderr()}`);
    const res = await fetch(`${proc.url}${pathname}`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
    await res?.arrayBuffer().catch(() => undefined);
    if (res?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${pathname} did not answer ${status} within ${timeoutMs} ms: ${proc.stderr()}`);
}

export async function stopAllBffs(): Promise<void> {
  await Promise.all([...running].map((proc) => proc.stop('SIGKILL', 1_000)));
}
