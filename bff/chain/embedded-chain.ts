// The embedded default chain: anvil (Foundry's local EVM, whose binary ships in an npm platform package) as a
// child process. Its state is dumped to `stateFile` every few seconds and on exit, and loaded on start, so
// balances survive a restart of the BFF.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const STATE_INTERVAL_SECONDS = 2;
const START_TIMEOUT_MS = 15_000;

export interface EmbeddedChain {
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

export interface EmbeddedChainOptions {
  chainId: number;
  /** Where the chain's state lives; without it the chain is in memory (tests). */
  stateFile?: string;
  /** Load the state file but never write it: a second look at a chain whose owner is another process. */
  readOnly?: boolean;
  /** A fixed port (a restarted chain keeps its address); any free one by default. */
  port?: number;
}

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`;
  return path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), 'bin', 'anvil');
}

export function startEmbeddedChain(options: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--chain-id', String(options.chainId), '--hardfork', 'cancun'];
  if (options.stateFile) {
    // anvil writes no state into a folder that does not exist, and says nothing of it.
    fs.mkdirSync(path.dirname(options.stateFile), { recursive: true, mode: 0o700 });
    if (options.readOnly) args.push('--load-state', options.stateFile);
    else args.push('--state', options.stateFile, '--state-interval', String(STATE_INTERVAL_SECONDS));
  }
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`anvil did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    function fail(error: Error): void {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(error);
    }
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`anvil exited (${code}) before listening:\n${output}`)));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (\S+:\d+)/.exec(output);
      if (!listening) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({ rpcUrl: `http://${listening[1]}`, chainId: options.chainId, stop: () => stopChild(child) });
    });
  });
}

/** SIGTERM lets anvil write its state file before it exits. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
