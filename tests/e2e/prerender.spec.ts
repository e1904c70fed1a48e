// Public pages arrive rendered: a phone paints the page from the HTML alone, the script then hydrates
// it without complaint, in the visitor's language and brand (the BFF serves that variant).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo } from './support/login';

const HOME_TITLE = 'Activos reales, tokenizados y al alcance de cualquier inversor';

// Every test here is about what the BFF sends and how the app takes it over. Once a service worker is
// installed it answers navigations with the precached shell, drawn afresh (docs/decisions.md), so a
// test's second page raced the worker's install (seen in CI: /contacto came from the worker and was
// not hydrated). The worker's own behaviour is the offline tests' (projects-catalog.spec.ts).
test.use({ serviceWorkers: 'block' });

test('serves the home page as finished HTML with its styles inline', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-prerendered-path="/"');
  expect(html).toContain(HOME_TITLE);
  expect(html).toMatch(/<head>[\s\S]*<style>[\s\S]*<\/head>/);
  // Stylesheet links stay only as disabled markers, so nothing blocks the first paint.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
});

test("sends the members' landing page with its styles inline, so no stylesheet holds its first paint back", async ({ request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('<style>');
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
});

test("sends every other members' screen the members' skeleton, so a phone paints its frame before the app runs", async ({ request }) => {
  for (const screen of ['/dashboard/investments?admin=true', '/dashboard/projects/new']) {
    const html = await (await request.get(screen)).text();
    expect(html, screen).toContain('dash--skeleton');
    expect(html, screen).toContain('<style>');
    // Drawn over by the app, never hydrated: it carries no page of its own.
    expect(html, screen).not.toContain('data-prerendered-path');
  }
});

/** The code a page's head names (modulepreload), by chunk name. */
async function namedCode(request: APIRequestContext, address: string): Promise<string[]> {
  const html = await (await request.get(address)).text();
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([a-z-]+)-[\w-]{8}\.js"/g)].map((match) => match[1] ?? '').sort();
}

/** Whether a page's head names code only below its paint (fetchpriority=low): it has nothing to press before the app runs. */
async function namesCodeBelowItsPaint(request: APIRequestContext, address: string): Promise<boolean> {
  const html = await (await request.get(address)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
  return preloads.length > 0 && preloads.every((link) => link.includes('fetchpriority="low"'));
}

test("sends a members' page that paints from its HTML and inline styles alone, naming the frame's code below its paint", async ({ request }) => {
  for (const screen of ['/dashboard', '/dashboard/kyc-verification', '/dashboard/investments', '/dashboard/projects', '/dashboard/projects/new', '/dashboard/projects/1a639cb2-e124-42b3-b656-f78246214842/view']) {
    expect(await namesCodeBelowItsPaint(request, screen), screen).toBe(true);
    expect(await namedCode(request, screen), screen).toEqual(expect.arrayContaining(['members', 'start']));
    const html = await (await request.get(screen)).text();
    expect(html, screen).toContain('<style>');
    expect(html, screen).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  }
  for (const screen of ['/dashboard/kyc-verification', '/dashboard/investments', '/dashboard']) {
    expect(await (await request.get(screen)).text(), screen).toContain('<h1 class="dash-title">');
  }
});

test("asks for a members' page's first answers with its code, before the app's start has run", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const asked: string[] = [];
  page.on('request', (request) => {
    // Project images (under /api/) the sign-in's landing page still fetches are not first answers.
    if (request.resourceType() === 'image') return;
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') || /\/assets\/(members|start)-/.test(pathname)) asked.push(pathname.startsWith('/api/') ? pathname + search : pathname.replace(/-[\w-]{8}\.js$/, ''));
  });
  const release = await openHoldingAppCode(page, '/dashboard');
  // All while the app's start is held: the signed-in user, the catalog's first page, the frame's code (with the catalog's).
  const early = () => ['/api/auth/me', '/assets/members'].every((entry) => asked.includes(entry)) && asked.some((entry) => entry.startsWith('/api/projects?'));
  await expect.poll(early, { timeout: 20_000 }).toBe(true);
  release();
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
  // Each answer asked for once: the screen took what the entry asked for.
  const answers = asked.filter((entry) => entry === '/api/auth/me' || entry.startsWith('/api/projects?'));
  expect(new Set(answers).size).toBe(answers.length);
});

test("draws a members' screen in the styles its page came with: no stylesheet is fetched on the way", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const stylesheets: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname)));
  await page.goto('/dashboard/kyc-verification');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
  expect(stylesheets).toEqual([]);
});

test("paints the own investments' heading before the app runs, and none where it depends on the role", async ({ request }) => {
  const own = await (await request.get('/dashboard/investments')).text();
  expect(own).toContain('dash--skeleton');
  expect(own).toContain('<h1 class="dash-title">Tus Inversiones</h1>');
  // Every investment is 'Todas las Inversiones' for an admin and the own list for anyone else.
  const every = await (await request.get('/dashboard/investments?admin=true')).text();
  expect(every).toContain('dash--skeleton');
  expect(every).not.toContain('<h1');
});

test('asks the BFF for the brand only on a page it sent without one', async ({ page }) => {
  const askedOn: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/brand' && askedOn.push(new URL(page.url()).pathname)));
  // The sign-up screen is the app's shell, drawn by the app alone: the brand is asked for.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/brand');
  await page.goto('/user-signup');
  await asked;
  // A members' page is sent with its brand written in (core/prerender-brand.ts): once the app has drawn
  // the catalog, it has started and would have asked.
  await loginAsDemo(page, 'investor');
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('link').first()).toBeVisible();
  expect(askedOn.filter((path) => path !== '/user-signup')).toEqual([]);
});

test("asks for a members' page's texts once, and draws the screen in them", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const texts: string[] = [];
  page.on('request', (request) => void (/\/assets\/texts-[a-z]+-[a-z]+-[\w-]+\.js$/.test(request.url()) && texts.push(new URL(request.url()).pathname)));
  await page.goto('/dashboard/kyc-verification');
  await expect(page.getByRole('tab').first()).toBeVisible();
  // The KYC screen needs the members' texts and an application's summaries (catalog group "identity"):
  // each asked for once.
  expect(texts.map((path) => path.split('-')[1]).sort()).toEqual(['identity', 'members']);
});

test('asks for the texts of its language together with the code, not once the code has run', async ({ request }) => {
  const preloaded = async (language: string) => {
    const html = await (await request.get('/', { headers: { 'accept-language': language } })).text();
    return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/(texts-[a-z]+-[a-z]+)-/g)].map((match) => match[1]).sort();
  };
  expect(await preloaded('es-ES')).toEqual(['texts-site-es']);
  // English shows Spanish where a text is missing: both come, and the shell's English texts.
  expect(await preloaded('en-GB')).toEqual(['texts-app-en', 'texts-site-en', 'texts-site-es']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows the page, its navigation and its footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

/** Playwright's own warning for the worker this file blocks (above); any other is a problem. */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/** Loads a page and says whether the app hydrated it: hydration keeps the server's elements, a fresh render replaces them. */
async function hydrated(page: Page, url: string, problems: string[]): Promise<boolean> {
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('h1');
    });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const heading = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
    return heading !== null && heading.isConnected && heading === document.querySelector('h1');
  });
}

/** Opens a page (the home page unless told) with the app's start-up code held back until the returned function is called. */
async function openHoldingAppCode(page: Page, url = '/'): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

test('hydrates the Spanish page without errors and then reacts to the visitor', async ({ page }) => {
  const problems: string[] = [];
  expect(await hydrated(page, '/', problems)).toBe(true);
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  expect(problems).toEqual([]);
});

test('keeps a language chosen on the painted page before its code has run', async ({ page }) => {
  // The app's code is held back, so the choice lands on the prerendered <select> with no handler yet.
  const release = await openHoldingAppCode(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
  await page.getByLabel('Idioma').selectOption('en');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('opens the menu tapped on the painted page before its code has run, once', async ({ page }) => {
  const release = await openHoldingAppCode(page);
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  // Nothing answers yet: the toggle has no handler until the page is hydrated.
  await expect(page.getByRole('button', { name: 'Abrir el menú' })).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.getByRole('button', { name: 'Cerrar el menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Servicios' })).toBeVisible();
  // From now on the toggle is the page's own.
  await page.getByRole('button', { name: 'Cerrar el menú' }).click();
  await expect(page.getByRole('button', { name: 'Abrir el menú' })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets the page in English straight away, hydrated', async ({ page }) => {
    const problems: string[] = [];
    expect(await hydrated(page, '/', problems)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Real assets, tokenized and within every investor's reach");
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(problems).toEqual([]);
  });

  test('switches to Spanish, and the next page arrives in Spanish, hydrated', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
    const problems: string[] = [];
    expect(await hydrated(page, '/servicios', problems)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.locator('#root').getAttribute('data-prerendered-language')).toBe('es');
    expect(problems).toEqual([]);
  });
});

test('a Hispax visitor gets the page in the Hispax brand, hydrated, and keeps it on the next page', async ({ page }) => {
  const problems: string[] = [];
  expect(await hydrated(page, '/servicios?platform=hispaxtoken', problems)).toBe(true);
  await expect(page.getByRole('link', { name: 'Hispax', exact: true }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toContainText('Tokenia');
  expect(await hydrated(page, '/contacto', problems)).toBe(true);
  expect(await page.locator('#root').getAttribute('data-prerendered-platform')).toBe('hispaxtoken');
  expect(problems).toEqual([]);
});

test.describe('the login page', () => {
  test("is a Hispax visitor's home page: the form arrives painted in the Hispax brand and hydrates without errors", async ({ page }) => {
    const problems: string[] = [];
    expect(await hydrated(page, '/?platform=hispaxtoken', problems)).toBe(true);
    await expect(page).toHaveURL(/\/user-login\?(.*&)?uid=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(page.getByRole('link', { name: 'Hispax: ir al inicio' })).toBeVisible();
    await expect(page.locator('#root')).not.toContainText('Tokenia');
    expect(problems).toEqual([]);
  });

  test("paints the form from the HTML and names its code in its head, as a public page does, for the app's start to hydrate it", async ({ request }) => {
    for (const address of ['/user-login', '/user-login?platform=hispaxtoken']) {
      const html = await (await request.get(address)).text();
      expect(html, address).toContain('data-early-submit="login"');
      expect(await namedCode(request, address), address).toEqual(expect.arrayContaining(['start', 'login-page']));
    }
  });

  test('keeps a sign-in sent on the painted form before its code has run, and sends it once it has — never in the address', async ({ page }) => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const release = await openHoldingAppCode(page, '/user-login');
    await expect(page).toHaveURL(/\/user-login\?(.*&)?uid=/);
    const { email, password } = DEMO_ACCOUNTS.investor;
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Nothing is sent yet: the form's code has not run, and the browser's own send was stopped.
    await expect(page).toHaveURL(/\/user-login\?(.*&)?uid=/);
    release();
    await page.waitForURL(/\/dashboard$/);
    expect(addresses.filter((address) => address.includes(encodeURIComponent(email)) || address.includes(password))).toEqual([]);
  });
});

test("paints a signed-in investor's project from the page, asks for the code after, and the screen takes its place", async ({ page }) => {
  await loginAsDemo(page, 'investor');
  const { data } = (await (await page.request.get('/api/projects')).json()) as { data: { id: string; name: string }[] };
  const project = data[0]!;
  const detail = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as { data: { description: string } };
  const firstLine = detail.data.description.split('\n')[0]!;
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const address = `/dashboard/projects/${project.id}/view`;
  // The page names its code below its paint: the text comes first.
  const html = await (await page.request.get(address)).text();
  expect(html).toContain('data-project-preview');
  expect(await namesCodeBelowItsPaint(page.request, address)).toBe(true);
  // Whether the text ever left the screen: neither the page's project nor the screen's in the document.
  await page.addInitScript(() => {
    const state = window as unknown as { textLeft: boolean };
    state.textLeft = false;
    let shown = false;
    new MutationObserver(() => {
      const present = document.querySelector('[data-project-preview], .project-detail:not(.project-preview)') !== null;
      if (shown && !present) state.textLeft = true;
      shown ||= present;
    }).observe(document, { childList: true, subtree: true });
  });
  // The members' area's code held back until the app's start has run: the start waits for it rather
  // than draw a loading screen over the text.
  let releaseMembers!: () => void;
  const membersHeld = new Promise<void>((resolve) => (releaseMembers = resolve));
  await page.route(/\/assets\/members-[^/]+\.js$/, async (route) => {
    await membersHeld;
    await route.continue();
  });
  const startRan = page.waitForResponse(/\/assets\/start-[^/]+\.js$/);
  const release = await openHoldingAppCode(page, address);
  // Before the app has run: the project's name, badges and description, from the HTML alone.
  const preview = page.locator('[data-project-preview]');
  await expect(preview.locator('h1')).toHaveText(project.name);
  await expect(preview.getByText('KYC: Aprobado')).toBeVisible();
  await expect(preview.getByText(firstLine)).toBeVisible();
  const previewTop = await preview.getByText(firstLine).evaluate((element) => element.getBoundingClientRect().top);
  await expectNoAxeViolations(page);
  release();
  await startRan;
  // Time for the start to draw, were it not waiting (a render takes a few milliseconds).
  await page.waitForTimeout(300);
  await expect(preview.locator('h1')).toHaveText(project.name);
  releaseMembers();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expect(page.getByRole('tab', { name: 'Descripción' })).toBeVisible();
  await expect(preview).toHaveCount(0);
  // The screen draws the description where the page had it: nothing jumps.
  const text = page.getByRole('tabpanel').getByText(firstLine);
  await expect(text).toBeVisible();
  const top = await text.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(top - previewTop)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { textLeft: boolean }).textLeft)).toBe(false);
  expect(problems).toEqual([]);
});
