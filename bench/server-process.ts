// Runs the real server as its own process through `node scripts/start.mjs`, as production does, and
// times spawn → first 200 from /api/health. Measuring from outside keeps the bench's own work (load
// generation, browsers) off the server's event loop.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { kill, onCleanup, track } from './cleanup';
import { repoRoot } from './paths';

export interface RunningServer {
  url: string;
  /** The server's own process (its memory is read from /proc while a bench runs). */
  pid: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

const POLL_MS = 20;
const STOP_GRACE_MS = 12_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** `env` is layered over the bench's environment; the build is never run here (SKIP_BUILD=1). */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    // The production build on demo data, which NODE_ENV=production refuses (docs/security.md).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  track(child);
  // Only the tail matters for an error message; keep it bounded during long load runs.
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const exited = once(child, 'exit');

  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    kill(child, 'SIGTERM');
    const timer = setTimeout(() => kill(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  });

  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy: ${stderr.trim().slice(-600)}`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server not healthy after ${timeoutMs / 1000} s: ${stderr.trim().slice(-600)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { url, pid: child.pid!, startMs: Math.round(performance.now() - started), stop };
}
