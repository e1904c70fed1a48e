import base from './playwright.config';
export default { ...base, testDir: 'tests/e2e', webServer: (base.webServer as any[]).map((s) => ({ ...s, timeout: 600_000 })) };
