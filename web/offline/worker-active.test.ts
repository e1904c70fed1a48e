import { describe, expect, it } from 'vitest';
import { workerActive } from './worker-active';

async function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('workerActive', () => {
  it('waits for the worker to be active', async () => {
    let activate = () => undefined as void;
    const ready = new Promise<void>((resolve) => (activate = resolve));
    const active = workerActive({ serviceWorker: { ready } } as unknown as Navigator);
    expect(await settledYet(active)).toBe(false);
    activate();
    expect(await settledYet(active)).toBe(true);
  });

  it('never resolves in a browser without service workers: a copy there could not be read offline', async () => {
    expect(await settledYet(workerActive({} as Navigator))).toBe(false);
  });
});
