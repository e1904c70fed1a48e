import { expect, type Locator, type Page } from '@playwright/test';

/** How far an element's content runs past its width: > 0 means something is cut off behind a sideways scroll. */
export const sidewaysOverflow = (locator: Locator): Promise<number> => locator.evaluate((el) => el.scrollWidth - el.clientWidth);

/** The dashboard scrolls inside .dash-scroll: nothing may stick out sideways there or on the page. */
export async function expectNoSidewaysScroll(page: Page, where?: string): Promise<void> {
  for (const box of [page.locator('html'), page.locator('.dash-scroll')]) {
    expect(await sidewaysOverflow(box), where).toBeLessThanOrEqual(0);
  }
}
