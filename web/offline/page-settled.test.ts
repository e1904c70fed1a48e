import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled';

/** A window whose load and idle moments the test decides. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const events = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => events.addEventListener(type, listener, options),
    requestIdleCallback: idle ? (run: () => void) => idleCallbacks.push(run) : undefined,
  };
  return { win: win as unknown as Window, load: () => events.dispatchEvent(new Event('load')), idle: () => idleCallbacks.splice(0).forEach((run) => run()) };
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

  it('has nothing to wait for without a window', async () => {
    expect(await settledYet(pageSettled(3_000, undefined))).toBe(true);
  });
});
