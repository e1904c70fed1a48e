import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './bench/chromium';

// The real app (built web + BFF) on its own port with a fresh data directory, driven in Debian's
// Chromium at a phone and a tablet viewport. Against Postgres when DATABASE_URL is set.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `tokenia-e2e-${process.pid}`);
// The mail catcher's ports follow the app's, so two runs on different E2E_PORTs do not collide.
const SMTP_PORT = PORT + 2000;
const MAIL_HTTP_PORT = PORT + 2001;
process.env.MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions, browserName: 'chromium' },
      testIgnore: /\.tablet\.spec\.ts$/,
    },
    {
      name: 'tablet',
      use: { viewport: { width: 1024, height: 1366 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, launchOptions, browserName: 'chromium' },
      testMatch: /\.(tablet|both)\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/support/mail-catcher.ts`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT) },
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The production build with demo data: NODE_ENV=production refuses demo accounts (docs/security.md).
        NODE_ENV: 'test',
        PUBLIC_URL: `http://localhost:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
