import type { Locator } from '@playwright/test';

/** How far an element's content runs past its width: > 0 means something is cut off behind a sideways scroll. */
export const sidewaysOverflow = (locator: Locator): Promise<number> => locator.evaluate((el) => el.scrollWidth - el.clientWidth);
