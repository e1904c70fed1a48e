// A prerendered public page is served in the variant the visitor's browser will render (so it hydrates):
// the language by the remembered choice's cookie, then Accept-Language, then Spanish; the brand by
// ?platform=, the platform cookie, then the host, with the brand's texts filled in from the database.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_JSON_SLOT } from '../../core/prerender-brand';
import { PRERENDER_ORIGIN } from '../../core/prerender-paths';
import { writeServedPages } from './support/served-pages';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let webRoot: string;

/** Each variant says which it is, and carries the slots a real page has, in text and in attributes. */
async function writeVariants(dir: string) {
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><div id="root"></div>');
  await writeServedPages(dir);
  for (const domainId of [1, 2]) {
    for (const language of ['es', 'en']) {
      const folder = path.join(dir, '_prerendered', String(domainId), language);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(
        path.join(folder, 'servicios.html'),
        `<!doctype html><html lang="${language}"><link rel="canonical" href="${PRERENDER_ORIGIN}/servicios">` +
          `<div id="root" data-prerendered-brand="${BRAND_JSON_SLOT}"><h1>variant ${domainId}/${language}</h1>` +
          '<p class="brand">brand-slot-name-end</p><img alt="" src="brand-slot-logoPath-end"><a href="mailto:brand-slot-contactEmail-end">mail</a></div>',
      );
      await fs.writeFile(path.join(folder, 'user-login.html'), `<!doctype html><html lang="${language}"><div id="root"><h1>login ${domainId}/${language}</h1></div>`);
      await fs.writeFile(path.join(folder, 'dashboard.html'), `<!doctype html><html lang="${language}"><div id="root"><h1>variant ${domainId}/${language}</h1></div>`);
      await fs.mkdir(path.join(folder, 'dashboard'), { recursive: true });
      await fs.writeFile(
        path.join(folder, 'dashboard', 'kyc-verification.html'),
        `<!doctype html><html lang="${language}"><div id="root"><h1>kyc ${domainId}/${language}</h1></div>`,
      );
      await fs.writeFile(
        path.join(folder, 'dashboard', 'investments.html'),
        `<!doctype html><html lang="${language}"><div id="root"><h1>investments ${domainId}/${language}</h1></div>`,
      );
      await fs.writeFile(path.join(folder, 'dashboard', '_screen.html'), `<!doctype html><html lang="${language}"><div id="root"><h1>skeleton ${domainId}/${language}</h1></div>`);
    }
  }
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const variant = (body: string) => /variant (\d\/\w+)/.exec(body)?.[1];
const servedBrand = (body: string) => {
  const raw = /data-prerendered-brand="([^"]*)"/.exec(body)?.[1] ?? '';
  return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')) as { platform: string; name: string };
};

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-web-'));
  await writeVariants(webRoot);
  app = await startTestApp({ webRoot, env: { TRUST_PROXY_HOPS: '1' } });
});

afterAll(async () => {
  await app?.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('the language of a prerendered page', () => {
  it('follows Accept-Language and says so in <html lang>, varying on what it read', async () => {
    const page = await get('/servicios', { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' });
    expect(variant(page.body)).toBe('1/en');
    expect(page.body).toContain('<html lang="en">');
    expect(page.headers.vary).toMatch(/Accept-Language/);
    expect(page.headers.vary).toMatch(/Cookie/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('follows the remembered choice over Accept-Language', async () => {
    expect(variant((await get('/servicios', { 'accept-language': 'en-GB', cookie: 'language=es' })).body)).toBe('1/es');
    expect(variant((await get('/servicios', { 'accept-language': 'es-ES', cookie: 'language=en' })).body)).toBe('1/en');
  });

  it('takes the first supported browser language, and Spanish for anything else', async () => {
    expect(variant((await get('/servicios', { 'accept-language': 'fr-FR,en;q=0.8' })).body)).toBe('1/en');
    expect(variant((await get('/servicios', { 'accept-language': 'de', cookie: 'language=xx' })).body)).toBe('1/es');
    expect(variant((await get('/servicios')).body)).toBe('1/es');
  });
});

describe('the brand of a prerendered page', () => {
  it('is the default brand, its texts filled in and no placeholder left', async () => {
    const page = await get('/servicios');
    expect(page.body).toContain('<p class="brand">Tokenia</p>');
    expect(page.body).toContain('src="/brands/tokenia.svg"');
    expect(page.body).not.toContain('brand-slot-');
    expect(servedBrand(page.body)).toMatchObject({ platform: 'tokenia', name: 'Tokenia' });
  });

  it('is Hispax for ?platform=, for the platform cookie and on its host, with no Tokenia in its slots', async () => {
    const asked = [
      await get('/servicios?platform=hispaxtoken', { 'accept-language': 'en' }),
      await get('/servicios', { 'accept-language': 'en', cookie: 'platform=hispaxtoken' }),
      await get('/servicios', { 'accept-language': 'en', host: 'tokenapp.hispax.com', 'x-forwarded-proto': 'https' }),
    ];
    for (const page of asked) {
      expect(variant(page.body)).toBe('2/en');
      expect(page.body).toContain('<p class="brand">Hispax</p>');
      expect(page.body).not.toContain('Tokenia');
      expect(servedBrand(page.body)).toMatchObject({ platform: 'hispaxtoken', name: 'Hispax' });
    }
    expect(asked[2]!.body).toContain('href="https://tokenapp.hispax.com/servicios"');
  });

  it('falls back to the default brand for an unknown platform', async () => {
    const page = await get('/servicios?platform=nope', { cookie: 'platform=%3Cscript%3E' });
    expect(variant(page.body)).toBe('1/es');
    expect(page.body).not.toContain('<script');
  });

  it('falls back to the app shell where no variant was built', async () => {
    const page = await get('/contacto', { 'accept-language': 'en' });
    expect(page.status).toBe(200);
    expect(page.body).toBe('<!doctype html><html lang="es"><div id="root"></div>');
  });
});

describe("the members' landing page", () => {
  it("is sent as the build rendered it for /dashboard, in the visitor's language", async () => {
    expect(variant((await get('/dashboard', { 'accept-language': 'en-GB' })).body)).toBe('1/en');
    expect(variant((await get('/dashboard/', {})).body)).toBe('1/es');
  });

  it("gives a project's page the members' skeleton when it carries no project (project-preview-page.test.ts: when it does)", async () => {
    const project = '/dashboard/projects/1a639cb2-e124-42b3-b656-f78246214842/view';
    expect((await get(project, { 'accept-language': 'en-GB' })).body).toContain('<h1>skeleton 1/en</h1>');
    expect((await get(`${project}/?platform=hispaxtoken`, {})).body).toContain('<h1>skeleton 2/es</h1>');
  });

  it("gives every other members' screen the members' skeleton, in the visit's language and brand", async () => {
    for (const screen of ['/dashboard/investments/a1f0e2c4-5b6d-4e7f-8a9b-0c1d2e3f4a5b', '/dashboard/projects/1a639cb2-e124-42b3-b656-f78246214842/edit', '/dashboard/projects/new']) {
      const page = await get(screen, { 'accept-language': 'en-GB' });
      expect(page.status, screen).toBe(200);
      expect(page.body, screen).toContain('<h1>skeleton 1/en</h1>');
    }
    expect((await get('/dashboard/projects/new?platform=hispaxtoken', {})).body).toContain('<h1>skeleton 2/es</h1>');
    // Not a page's address (an encoded character), nor the skeleton's own file name: the app shell, as before.
    for (const odd of ['/dashboard/%5Fscreen', '/dashboard/_screen']) {
      expect((await get(odd, {})).body, odd).toBe('<!doctype html><html lang="es"><div id="root"></div>');
    }
  });

  it('sends the own investments with their heading, and every investment (?admin=true) the skeleton without one', async () => {
    expect((await get('/dashboard/investments', { 'accept-language': 'en-GB' })).body).toContain('<h1>investments 1/en</h1>');
    expect((await get('/dashboard/investments/?platform=hispaxtoken&admin=false', {})).body).toContain('<h1>investments 2/es</h1>');
    // Its heading depends on whether the user is an admin, which a page sent before any session check cannot know.
    expect((await get('/dashboard/investments?admin=true&status=review', {})).body).toContain('<h1>skeleton 1/es</h1>');
  });

  it("is sent for a nested members' screen the build painted (the KYC), and never for a path that leaves its folder", async () => {
    expect((await get('/dashboard/kyc-verification', { 'accept-language': 'en-GB' })).body).toContain('<h1>kyc 1/en</h1>');
    expect((await get('/dashboard/kyc-verification/', {})).body).toContain('<h1>kyc 1/es</h1>');
    for (const sneaky of ['/dashboard/../dashboard/kyc-verification', '/dashboard/%2e%2e/servicios', '/dashboard/kyc-verification.html']) {
      expect((await get(sneaky, {})).body, sneaky).not.toMatch(/<h1>(kyc|variant)/);
    }
  });
});

describe('the login page', () => {
  it("is sent as its prerendered form once the sign-in has started, in the visit's brand and language", async () => {
    expect((await get('/user-login?uid=abc&platform=hispaxtoken', { 'accept-language': 'en-GB' })).body).toContain('<h1>login 2/en</h1>');
    expect((await get('/user-login?uid=abc')).body).toContain('<h1>login 1/es</h1>');
  });

  it('is drawn by the app when it has a notice to show, and a visit without a sign-in is sent to start one', async () => {
    for (const asked of ['/user-login?uid=abc&notice=login_failed', '/user-login?uid=abc&notice=verified', '/user-login?error=login_failed', '/user-login?verified=1']) {
      const page = await get(asked);
      expect(page.status, asked).toBe(200);
      expect(page.body, asked).toBe('<!doctype html><html lang="es"><div id="root"></div>');
    }
    const start = await get('/user-login?platform=hispaxtoken');
    expect(start.status).toBe(302);
    expect(start.body).not.toContain('<h1>login');
  });
});
