// A prerendered page names the code it starts with in an inert <template> (web/build/prerender.tsx):
// fetched only once the page is painted, all of it at once, so the app's start waits for no chain of
// round trips and the paint shares the phone's connection with nothing.
export const FIRST_CODE_ID = 'first-code';

/** Puts the page's named code links in the head, which starts their fetches; nothing on a page without them. */
export function askForFirstCode(): void {
  const named = document.getElementById(FIRST_CODE_ID);
  if (named instanceof HTMLTemplateElement) document.head.append(named.content);
}
