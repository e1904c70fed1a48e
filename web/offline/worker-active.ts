// Whether an offline copy could ever be read back. Without a network the app itself opens only from the
// service worker's cache, so a copy kept while no worker is active (a first visit, before the worker
// has installed; a browser or a development build without one) would never be shown. Waiting for an
// active worker instead keeps the store's code (dexie, ~28 KB compressed) off a first visit's page
// load: on that visit the worker first downloads the app's files for itself, that code among them.

/** Resolves once the page's scope has an active service worker: never where there is none. */
export function workerActive(nav: Navigator | undefined = globalThis.navigator): Promise<void> {
  // `ready` itself never settles when no worker is ever registered (development builds).
  if (!nav?.serviceWorker) return new Promise(() => undefined);
  return nav.serviceWorker.ready.then(() => undefined);
}
