import type { Page, Request } from '@playwright/test';

export interface EarlyRequests {
  /** Whether the request was made while the screen's code was still held. */
  askedWithoutTheCode(): boolean;
  /** Every such request of the page, in order. */
  readonly asked: Request[];
}

/**
 * Holds a screen's code (its chunk's address) until the page has asked for `isRequest`, which only a
 * request made without that code can do (web/shell/route-table.ts asks for a screen's first answers with
 * its code, not once it has run), and records every such request. Call before the page's first visit.
 */
export async function holdCodeUntilAsked(page: Page, code: RegExp, isRequest: (request: Request) => boolean): Promise<EarlyRequests> {
  const asked: Request[] = [];
  page.on('request', (request) => void (isRequest(request) && asked.push(request)));
  const firstAsked = page.waitForRequest(isRequest);
  let withoutTheCode = false;
  await page.route(code, async (route) => {
    withoutTheCode = await Promise.race([firstAsked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    await route.continue();
  });
  return { askedWithoutTheCode: () => withoutTheCode, asked };
}
