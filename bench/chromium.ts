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
