// Watches the app's tus uploads from the browser's side: the bytes of every PATCH it sends (whether or
// not the server got them), and a connection cut on demand — the PATCH in flight fails as a dropped
// network would fail it and the whole context goes offline, as a train entering a tunnel.
import type { BrowserContext, Page } from '@playwright/test';

export interface TusMeter {
  /** Bytes of PATCH bodies the page sent, including one cut off. */
  sentBytes: () => number;
  patches: () => number;
  /** Resolves once a PATCH was cut and the context set offline. */
  cut: Promise<void>;
}

/** Cuts the connection at the `cutAt`-th PATCH (1-based) of uploads under `/api/kyc/uploads`. */
export async function meterTusUploads(page: Page, context: BrowserContext, cutAt: number): Promise<TusMeter> {
  let sent = 0;
  let patches = 0;
  let cutDone!: () => void;
  const cut = new Promise<void>((resolve) => (cutDone = resolve));
  await page.route('**/api/kyc/uploads/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    patches += 1;
    sent += request.postDataBuffer()?.length ?? 0;
    if (patches !== cutAt) return route.continue();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
    cutDone();
  });
  return { sentBytes: () => sent, patches: () => patches, cut };
}
