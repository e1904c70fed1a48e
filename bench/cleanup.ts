// Everything the bench starts or creates registers how to undo it here, so that a failing section, an
// uncaught error or Ctrl-C still stops servers and browsers, drops the scratch database and removes
// temporary directories.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

type Undo = () => Promise<void> | void;

const pending = new Set<() => Promise<void>>();
const started: Promise<void>[] = [];
const children = new Set<{ child: ChildProcess; group: boolean }>();

/** Registers `undo`; the returned function runs it at most once (now, or at the latest in `cleanupAll`). */
export function onCleanup(undo: Undo): () => Promise<void> {
  let done: Promise<void> | undefined;
  const run = () => {
    pending.delete(run);
    if (!done) {
      done = Promise.resolve().then(undo);
      started.push(done);
    }
    return done;
  };
  pending.add(run);
  return run;
}

/**
 * Runs every registered undo, newest first, and waits for those already under way (a signal can arrive
 * while the normal path is stopping a server); one failing undo does not stop the rest.
 */
export async function cleanupAll(): Promise<void> {
  for (const run of [...pending].reverse()) {
    await run().catch((err: unknown) => process.stderr.write(`cleanup failed: ${err instanceof Error ? err.message : String(err)}\n`));
  }
  await Promise.allSettled(started);
}

/** A temporary directory that is removed by `remove()` or by `cleanupAll`. */
export async function tempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  return { path: dir, remove: onCleanup(() => fs.rm(dir, { recursive: true, force: true })) };
}

/**
 * Remembers a child process until it exits. `group` children were spawned detached and are killed with
 * their whole process group (Lighthouse's Chromium). Whatever is still alive when Node exits — even on
 * a crash that skipped the async cleanups — is killed here.
 */
export function track(child: ChildProcess, group = false): void {
  const entry = { child, group };
  children.add(entry);
  child.once('exit', () => children.delete(entry));
}

export function kill(child: ChildProcess, signal: NodeJS.Signals, group = false): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (group) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone between the check and the kill.
  }
}

process.on('exit', () => {
  for (const { child, group } of children) kill(child, 'SIGKILL', group);
});
