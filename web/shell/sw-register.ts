// Registers the service worker in production builds and hands over an update when a new version is
// waiting. The new worker takes over only when the user agrees, then the page reloads once it controls.
import { atom, type createStore } from 'jotai';
import { pageSettled } from '../offline/page-settled';

export interface PendingUpdate {
  apply: () => void;
}

export const pendingUpdateAtom = atom<PendingUpdate | null>(null);

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** A second without a download ending: the first screen's code, answers and images are in. */
const DOWNLOADS_QUIET_MS = 1_000;
/** A page that keeps downloading (a stalled image, a slow connection) still gets its offline copy. */
const SETTLE_CAP_MS = 10_000;

export async function registerServiceWorker(store: ReturnType<typeof createStore>): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Workbox registers the worker only once the page has settled (its precache, the whole app's code,
  // must not compete with the page's own downloads and first render): its code is fetched then too, not
  // among the files the first screen waits for. The load event alone comes too early on a page that paints
  // from its HTML first: its code and answers are asked for by script, after it.
  await pageSettled(SETTLE_CAP_MS, window, DOWNLOADS_QUIET_MS);
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // Also fires at start when a worker was already waiting from an earlier visit.
  workbox.addEventListener('waiting', () => {
    store.set(pendingUpdateAtom, {
      apply: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch {
    // A browser that refuses the worker (blocked by policy or an extension, some private modes) runs the
    // app without one: no offline copy, nothing else lost. workbox-window rejects with a TypeError of
    // its own then, which would otherwise surface as the page's unhandled rejection.
    return;
  }
  // Long-lived tabs (the dashboard) learn about new releases without a navigation.
  if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
}
