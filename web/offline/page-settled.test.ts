import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled';

/** A window whose load and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const events = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const observers: (() => void)[] = [];
  /** Resource timing as the page's observers see it: each new entry is a download that has ended. */
  class FakeObserver {
    constructor(private readonly onEntries: () => void) {}
    observe() {
      observers.push(this.onEntries);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.onEntries), 1);
    }
  }
  const win = {
    PerformanceObserver: FakeObserver,
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => events.addEventListener(type, listener, options),
    requestIdleCallback: idle ? (run: () => void) => idleCallbacks.push(run) : undefined,
  };
  return {
    win: win as unknown as Window,
    load: () => events.dispatchEvent(new Event('load')),
    idle: () => idleCallbacks.splice(0).forEach((run) => run()),
    downloaded: () => observers.forEach((notify) => notify()),
    observing: () => observers.length,
  };
}

async function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('pageSettled', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each([
    ['still loading: for its load, then', 'interactive'],
    ['loaded already: only', 'complete'],
  ] as const)('waits, the page %s for an idle moment', async (_, readyState) => {
    const page = fakeWindow(readyState, true);
    const settled = pageSettled(3_000, page.win);
    expect(await settledYet(settled)).toBe(false);
    if (readyState === 'interactive') {
      page.load();
      expect(await settledYet(settled)).toBe(false);
    }
    page.idle();
    expect(await settledYet(settled)).toBe(true);
  });

  it('takes the next task where the browser has no idle callback (Safari)', async () => {
    const page = fakeWindow('interactive', false);
    const settled = pageSettled(3_000, page.win);
    page.load();
    expect(await settledYet(settled)).toBe(true);
  });

  it('is not held back past its cap by a page that never finishes loading', async () => {
    const page = fakeWindow('interactive', true);
    const settled = pageSettled(3_000, page.win);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(await settledYet(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(settled)).toBe(true);
  });

  it('waits, when asked, until no download has ended for a while after the load, then for an idle moment', async () => {
    const page = fakeWindow('complete', true);
    const settled = pageSettled(10_000, page.win, 1_000);
    await vi.advanceTimersByTimeAsync(900);
    page.downloaded();
    await vi.advanceTimersByTimeAsync(900);
    page.idle();
    // The quiet second starts again at each download's end.
    expect(await settledYet(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    page.idle();
    expect(await settledYet(settled)).toBe(true);
    expect(page.observing()).toBe(0);
  });

  it('is not held back past its cap by a page that keeps downloading', async () => {
    const page = fakeWindow('complete', true);
    const settled = pageSettled(3_000, page.win, 1_000);
    for (let at = 0; at < 3_000; at += 500) {
      page.downloaded();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(await settledYet(settled)).toBe(true);
  });

  it('has nothing to wait for without a window', async () => {
    expect(await settledYet(pageSettled(3_000, undefined))).toBe(true);
  });
});
