// A value that differs between the prerendered HTML and the browser. React renders the server's value
// while it hydrates a prerendered page, so both renders agree, and the browser's right after; a page
// rendered in the browser from scratch gets the browser's value at once.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useClientValue<T>(inBrowser: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, inBrowser, () => prerendered);
}
