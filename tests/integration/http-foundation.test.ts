// The BFF's HTTP foundation over real HTTP against a real database: health, brand resolution, error
// shapes, body limits, CSRF defence, security headers and how the built web app is served.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { writeServedPages } from './support/served-pages';

let app: TestApp;
let webRoot: string;

async function writeFixtureWebApp(dir: string) {
  await fs.mkdir(path.join(dir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><title>Tokenia</title><div id="root"></div>');
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // The build's own compressed copies (vite.config.ts), told apart from compressing on the fly by their text.
  const built = 'console.log("compressed by the build");';
  await fs.writeFile(path.join(dir, 'assets', 'built-def456.js'), built);
  await fs.writeFile(path.join(dir, 'assets', 'built-def456.js.br'), zlib.brotliCompressSync(`${built} // br`));
  await fs.writeFile(path.join(dir, 'assets', 'built-def456.js.gz'), zlib.gzipSync(`${built} // gz`));
  await fs.writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Tokenia"}');
  await fs.mkdir(path.join(dir, '_prerendered', '1', 'es'), { recursive: true });
  await writeServedPages(dir);
  await fs.writeFile(path.join(dir, '_prerendered', '1', 'es', 'servicios.html'), '<!doctype html><div id="root"><h1>Servicios</h1></div>');
}

/**
 * fetch() cannot set Host, so brand-by-host goes through node:http. The brands' hosts are https origins
 * behind the (one, trusted) TLS proxy, which says so in X-Forwarded-Proto.
 */
function getWithHost(pathname: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers: { host, 'x-forwarded-proto': 'https' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-web-'));
  await writeFixtureWebApp(webRoot);
  app = await startTestApp({ webRoot, env: { TRUST_PROXY_HOPS: '1' } });
});

afterAll(async () => {
  await app?.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database and the storage as up', async () => {
    const res = await app.fetch('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data.database.ok).toBe(true);
    expect(body.data.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.data.storage).toMatchObject({ ok: true, driver: 'filesystem' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/brand', () => {
  it('answers the default brand', async () => {
    const body = await (await app.fetch('/api/brand')).json();
    expect(body).toMatchObject({ success: true, data: { domainId: 1, platform: 'tokenia', name: 'Tokenia' } });
    expect(body.data.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(body.data.legal.contactEmail).toContain('@');
  });
  it("answers a signed-in client without reading its session, which the profile's read does", async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const reads: string[] = [];
    const record = (query: { sql: string }) => void (/\bsessions\b/.test(query.sql) && reads.push(query.sql));
    app.deps.db.on('query', record);
    try {
      expect((await browser.request('/api/brand')).status).toBe(200);
      expect(reads).toEqual([]);
      expect((await browser.request('/api/auth/me')).status).toBe(200);
      expect(reads.length).toBeGreaterThan(0);
    } finally {
      app.deps.db.off('query', record);
    }
  });
  it('picks Hispax from the platform parameter', async () => {
    const body = await (await app.fetch('/api/brand?platform=hispaxtoken')).json();
    expect(body.data).toMatchObject({ domainId: 2, name: 'Hispax' });
  });
  it('picks Hispax from the stored preference the client sends', async () => {
    const body = await (await app.fetch('/api/brand', { headers: { 'X-Platform': 'hispaxtoken' } })).json();
    expect(body.data.domainId).toBe(2);
  });
  it('picks Hispax from its partner host and the default brand elsewhere', async () => {
    expect(JSON.parse((await getWithHost('/api/brand', 'tokenapp.hispax.com')).body).data.domainId).toBe(2);
    expect(JSON.parse((await getWithHost('/api/brand', 'www.tokenia.es')).body).data.domainId).toBe(1);
  });
  it('keeps its caching rules and answers a client that holds the brand with a 304, per brand', async () => {
    const first = await app.fetch('/api/brand');
    expect(first.headers.get('vary')).toBe('X-Platform, Host');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await app.fetch('/api/brand', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('X-Platform, Host');
    const other = await app.fetch('/api/brand?platform=hispaxtoken', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    expect((await other.json()).data.domainId).toBe(2);
  });
  it('does not leak internal brand fields', async () => {
    const body = await (await app.fetch('/api/brand')).json();
    expect(body.data).not.toHaveProperty('iban');
    expect(body.data).not.toHaveProperty('hosts');
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Ruta de la API no encontrada', code: 'route_not_found' });
  });
  it('speaks English when the client asks for it', async () => {
    const res = await app.fetch('/api/no-such-thing', { headers: { 'X-Language': 'en' } });
    expect((await res.json()).error).toBe('API route not found');
  });
  it('refuses malformed JSON with a clear 400', async () => {
    const res = await app.fetch('/api/brand', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'El cuerpo de la petición no es un JSON válido' });
  });
  it('refuses bodies over the limit with a clear 413', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1_100_000) });
    const res = await app.fetch('/api/brand', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: 'La petición es demasiado grande' });
  });
  it('answers a method the route does not have with 405 JSON', async () => {
    const res = await app.fetch('/api/brand', { method: 'DELETE' });
    expect(res.status).toBe(405);
  });
});

describe('CSRF defence', () => {
  it('refuses a mutating request from another site', async () => {
    const res = await app.fetch('/api/brand', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: 'cross_site_request' });
  });
  it('refuses when the browser marks the request cross-site', async () => {
    const res = await app.fetch('/api/brand', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
  it('lets same-origin requests through to routing', async () => {
    const res = await app.fetch('/api/no-such-thing', { method: 'POST', headers: { origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a CSP and the usual hardening headers', async () => {
    const res = await app.fetch('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/.{8,}/);
  });
  it('sends the same security headers on API answers, their errors, and the web app', async () => {
    const securityHeaders = (res: Response) =>
      Object.fromEntries([...res.headers].filter(([name]) => /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-(content-type-options|dns-prefetch-control|download-options|frame-options|permitted-cross-domain-policies|xss-protection|powered-by))/.test(name)));
    const page = securityHeaders(await app.fetch('/'));
    expect(Object.keys(page).length).toBeGreaterThanOrEqual(11);
    for (const path of ['/api/brand', '/api/nowhere', '/assets/index-abc123.js', '/servicios']) {
      expect(securityHeaders(await app.fetch(path)), path).toEqual(page);
    }
  });
});

describe('the home page redirect rule', () => {
  it('sends the partner host and platform links to the login page', async () => {
    const partner = await getWithHost('/', 'tokenapp.hispax.com');
    expect(partner.status).toBe(302);
    const viaParam = await app.fetch('/?platform=hispaxtoken', { redirect: 'manual' });
    expect(viaParam.headers.get('location')).toBe('/user-login?platform=hispaxtoken');
    const unknownHost = await getWithHost('/', 'partner-bank.example');
    expect(unknownHost.status).toBe(302);
  });
  it('serves the home page on the main site and locally', async () => {
    expect((await getWithHost('/', 'www.tokenia.es')).status).toBe(200);
    expect((await app.fetch('/', { redirect: 'manual' })).status).toBe(200);
  });
});

describe('serving the web app', () => {
  it('serves the shell with no-cache and app routes fall back to it', async () => {
    for (const route of ['/', '/dashboard/projects/123']) {
      const res = await app.fetch(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });
  it('serves hashed assets as immutable, compressed', async () => {
    const res = await app.fetch('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gz'],
  ])('sends the build\'s compressed copy of an asset to a browser accepting %s', async (accepts, copy) => {
    const res = await app.fetch('/assets/built-def456.js', { headers: { 'accept-encoding': accepts } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(`console.log("compressed by the build"); // ${copy}`);
  });
  it('sends an asset as it is to a browser accepting no compression', async () => {
    const res = await app.fetch('/assets/built-def456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('console.log("compressed by the build");');
  });
  it('revalidates the service worker and the manifest', async () => {
    expect((await app.fetch('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.fetch('/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
  });
  it('answers 404 for missing files instead of the shell', async () => {
    expect((await app.fetch('/assets/missing-1234.js')).status).toBe(404);
  });
  it('answers a prerendered page with its HTML, revalidated, with or without a trailing slash', async () => {
    for (const route of ['/servicios', '/servicios/']) {
      const res = await app.fetch(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<h1>Servicios</h1>');
    }
  });
  it('falls back to the shell for pages that were not prerendered', async () => {
    expect(await (await app.fetch('/contacto')).text()).toContain('<title>Tokenia</title>');
  });
});
