// When background work may start without slowing what the visitor is waiting for: once the page has
// loaded (its images included: the catalog's first cards' images are asked for by the entry) and the
// browser has a moment to spare. Keeping an offline copy is such work: its store's code (dexie, ~28 KB
// compressed and ~140 ms to evaluate on a mid-range phone) otherwise downloads beside the first cards'
// images and runs beside their first render. A page that never finishes loading (an image stalled on a
// bad connection) does not hold it back past `capMs`.
import { pageLoaded } from '../app/page-loaded';

export function pageSettled(capMs = 3_000, win: Window | undefined = globalThis.window): Promise<void> {
  if (!win) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = win.setTimeout(resolve, capMs);
    const done = () => {
      win.clearTimeout(cap);
      resolve();
    };
    // Safari has no idle callback: the next task is the best it offers.
    const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(done, { timeout: 1_000 }) : win.setTimeout(done, 0));
    void pageLoaded(win).then(whenIdle);
  });
}
