// The page's load event as a promise, for work that must not compete with the page's own downloads.

/** Resolves once `win`'s page has loaded (its images included): at once if it already has. */
export function pageLoaded(win: Window = window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}
