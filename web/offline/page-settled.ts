// When background work may start without slowing what the visitor is waiting for: once the page has
// loaded (its images included: the catalog's first cards' images are asked for by the entry) and the
// browser has a moment to spare. Keeping an offline copy is such work: its store's code (dexie, ~28 KB
// compressed and ~140 ms to evaluate on a mid-range phone) otherwise downloads beside the first cards'
// images and runs beside their first render. A page that never finishes loading (an image stalled on a
// bad connection) does not hold it back past `capMs`.
import { pageLoaded } from '../shell/page-loaded';

/**
 * A page whose first screen still downloads once it has loaded (its code and answers asked for by script
 * after the load event, as on a page that paints from its HTML first) can also be waited for until none
 * of its downloads has ended for `quietMs`.
 */
function downloadsQuiet(win: Window & { PerformanceObserver?: typeof PerformanceObserver }, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let quiet = win.setTimeout(done, quietMs);
    const observer = win.PerformanceObserver
      ? new win.PerformanceObserver(() => {
          win.clearTimeout(quiet);
          quiet = win.setTimeout(done, quietMs);
        })
      : undefined;
    observer?.observe({ type: 'resource' });
    function done() {
      observer?.disconnect();
      resolve();
    }
  });
}

export function pageSettled(capMs = 3_000, win: Window | undefined = globalThis.window, quietMs = 0): Promise<void> {
  if (!win) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = win.setTimeout(resolve, capMs);
    const done = () => {
      win.clearTimeout(cap);
      resolve();
    };
    // Safari has no idle callback: the next task is the best it offers.
    const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(done, { timeout: 1_000 }) : win.setTimeout(done, 0));
    void pageLoaded(win)
      .then(() => (quietMs > 0 ? downloadsQuiet(win, quietMs) : undefined))
      .then(whenIdle);
  });
}
