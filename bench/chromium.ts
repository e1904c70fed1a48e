// Debian's Chromium and the flags it needs on these machines (no sandbox in containers, no GPU, no
// background traffic that would pollute network measurements). Used by the bench and by
// playwright.config.ts (whose own import has side effects on the environment, so it imports this).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's own interface work that headless Chromium 156 starts with every browser: the address bar's
 * WebUI popup loads some 300 scripts in a renderer of its own during the first seconds, on the same two
 * cores as the page being audited (seen in traces of the bench's runs). A phone's browser does not do
 * that while a page loads, so an audit keeps it off, as it keeps off background networking.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/** `flags` with `features` added to their --disable-features: Chromium reads only the last such flag, so a second would undo the first. */
export function withFeaturesDisabled(flags: readonly string[], features: readonly string[]): string[] {
  const at = flags.findLastIndex((flag) => flag.startsWith(DISABLE_FEATURES));
  if (at === -1) return [...flags, DISABLE_FEATURES + features.join(',')];
  const merged = [...flags];
  merged[at] = [merged[at], ...features].join(',');
  return merged;
}
