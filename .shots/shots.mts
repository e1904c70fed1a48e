// Screenshots of the projects screens at phone and tablet sizes (not part of the repo).
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '/work/main/bench/chromium';
import { DEMO_ACCOUNTS } from '/work/main/db/seeds/demo-credentials';

const BASE = process.env.BASE ?? 'http://localhost:3700';
const OUT = process.env.OUT ?? '/work/shots';
const only = process.argv[2];

async function login(page: Page, who: keyof typeof DEMO_ACCOUNTS) {
  const { email, password } = DEMO_ACCOUNTS[who];
  await page.goto(BASE + '/api/auth/login');
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(BASE + '/api/auth/signin', { data: { email, password }, headers: { origin } });
  const { data } = await res.json();
  await page.goto(data.redirectTo);
  await page.waitForURL(/\/dashboard$/);
}

const sizes = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 1366 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [size, opts] of Object.entries(sizes)) {
  if (only && only !== size) continue;
  const ctx = await browser.newContext({ ...opts, locale: 'es-ES' });
  const page = await ctx.newPage();
  await login(page, 'admin');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${size}-catalog.png`, fullPage: false });
  const first = page.locator('a[href*="/dashboard/projects/"][href$="/view"]').first();
  const href = await first.getAttribute('href');
  await page.goto(BASE + href!);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${size}-detail.png`, fullPage: true });
  await page.goto(BASE + '/dashboard/projects');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${size}-admin-list.png`, fullPage: true });
  await page.goto(BASE + '/dashboard/projects/new');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${size}-form-new.png`, fullPage: true });
  const id = href!.split('/')[3];
  await page.goto(BASE + `/dashboard/projects/${id}`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/${size}-form-edit.png`, fullPage: true });
  const vp = page.viewportSize()!;
  await page.setViewportSize({ width: vp.width, height: 3000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/${size}-form-edit-tall.png` });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${size}-form-fin-tall.png` });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${size}-form-terms-tall.png` });
  await page.setViewportSize(vp);
  for (const tab of ['Imágenes', 'Documentos']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${OUT}/${size}-form-${tab === 'Imágenes' ? 'images' : 'docs'}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
