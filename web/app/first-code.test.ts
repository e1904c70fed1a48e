import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstCodeModule from './first-code';

// Each test gets a fresh module: its state (whether the app's code has run) lives for a page's lifetime.
let firstCode: typeof FirstCodeModule;

beforeEach(async () => {
  vi.resetModules();
  firstCode = await import('./first-code');
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterAppCode', () => {
  it("runs the screen's code only once the app's own code has run", async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    const screen = firstCode.afterAppCode(load);
    await tick();
    expect(load).not.toHaveBeenCalled();
    let appRan!: () => void;
    firstCode.askedForAppCode(new Promise<void>((resolve) => (appRan = resolve)));
    await tick();
    expect(load).not.toHaveBeenCalled();
    appRan();
    await expect(screen).resolves.toBe('screen');
    expect(load).toHaveBeenCalledOnce();
  });

  it("asks for it in a task after the one where the app's code ran, not in that task's microtasks", async () => {
    const load = vi.fn(() => Promise.resolve());
    void firstCode.afterAppCode(load);
    firstCode.askedForAppCode(Promise.resolve());
    // Every microtask the app's resolution queues has run; the screen waits for a task of its own.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await tick();
    await tick();
    expect(load).toHaveBeenCalledOnce();
  });

  it("never runs it when the app's code failed to load (the app does not start either)", async () => {
    const load = vi.fn(() => Promise.resolve());
    void firstCode.afterAppCode(load);
    firstCode.askedForAppCode(Promise.reject(new Error('offline')));
    await tick();
    await tick();
    expect(load).not.toHaveBeenCalled();
  });
});
