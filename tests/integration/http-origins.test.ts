// Origins come from configuration, never from the request (docs/security.md): a forged Host or
// X-Forwarded-Host never produces a session, a discovery fetch towards another server, or a tag in a
// page; auth redirects are not cached; a cross-site link to the login does not sign anyone out.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGIN } from '../../core/prerender-paths';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { logLines } from './support/log-lines';
import { writeServedPages } from './support/served-pages';
import { chainEnv } from './support/chain-env';
import { raw, type RawAnswer } from './support/raw-request';

/** The attacker's OpenID Provider on loopback: it only counts who calls it. */
async function startFakeIssuer() {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
    res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let webRoot: string;
const EVIL = 'evil.example"><script>alert(1)</script>';

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'tokenia-web-'));
  await fs.mkdir(path.join(webRoot, '_prerendered', '1', 'es'), { recursive: true });
  await writeServedPages(webRoot);
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(
    path.join(webRoot, '_prerendered', '1', 'es', 'servicios.html'),
    `<!doctype html><link rel="canonical" href="${PRERENDER_ORIGIN}/servicios"><meta property="og:url" content="${PRERENDER_ORIGIN}/servicios">`,
  );
});
afterAll(async () => {
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('in production: only the configured origins', () => {
  let app: TestApp;
  let issuer: Awaited<ReturnType<typeof startFakeIssuer>>;
  beforeAll(async () => {
    issuer = await startFakeIssuer();
    app = await startTestApp({
      webRoot,
      env: (url) => ({ NODE_ENV: 'production', PUBLIC_URL: url, SMTP_URL: 'smtp://127.0.0.1:9', KYC_ENCRYPTION_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', BRAND1_HOSTS: 'tokenia.test', BRAND2_HOSTS: 'hispax.test', ...chainEnv('http://127.0.0.1:9') }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  it('refuses /api and /oidc through a Host that is not configured, without calling it', async () => {
    for (const pathname of ['/api/auth/login', '/api/auth/callback?code=x&state=y', '/api/brand', '/oidc/.well-known/openid-configuration']) {
      const res = await raw(app, pathname, { host: issuer.host });
      expect(res.status, pathname).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'unknown_origin' });
    }
    expect(issuer.hits).toEqual([]);
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const { host } = new URL(app.url);
    const res = await raw(app, '/api/auth/login', { host, 'x-forwarded-host': issuer.host, 'x-forwarded-proto': 'http' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${app.url}/oidc/auth\\?`));
    expect(new URL(res.headers.location!).searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/callback`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(issuer.hits).toEqual([]);
  });

  it('writes only the configured origin into prerendered pages and the sitemap', async () => {
    const page = await raw(app, '/servicios', { host: EVIL });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(`href="${app.url}/servicios"`);
    const sitemap = await raw(app, '/sitemap.xml', { host: EVIL });
    expect(sitemap.body).not.toContain('evil.example');
    expect(sitemap.body).toContain(`<loc>${app.url}/`);
    const robots = await raw(app, '/robots.txt', { host: 'hispax.test' });
    expect(robots.body).toContain('Sitemap: https://hispax.test/sitemap.xml');
  });

  it('gives loopback hosts other than PUBLIC_URL no issuer', async () => {
    const res = await raw(app, '/oidc/.well-known/openid-configuration', { host: 'localhost:1' });
    expect(res.status).toBe(400);
  });
});

describe('behind one trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY_HOPS: '1', BRAND1_HOSTS: 'tokenia.test' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads the host and scheme the proxy wrote (the right-most entries), and refuses what a client prepended', async () => {
    const forged = await raw(app, '/api/brand', { host: 'internal:3000', 'x-forwarded-host': 'tokenia.test, evil.example', 'x-forwarded-proto': 'https' });
    expect(forged.status).toBe(400);
    const proxied = await raw(app, '/api/auth/login', { host: 'internal:3000', 'x-forwarded-host': 'evil.example, tokenia.test', 'x-forwarded-proto': 'https' });
    expect(proxied.status).toBe(302);
    expect(proxied.headers.location).toMatch(/^https:\/\/tokenia\.test\/oidc\/auth\?/);
  });

  it('names its cookies __Host- and marks them Secure on https', async () => {
    const res = await raw(app, '/api/auth/login', { host: 'internal:3000', 'x-forwarded-host': 'tokenia.test', 'x-forwarded-proto': 'https' });
    const cookies = res.headers['set-cookie'] ?? [];
    const login = cookies.find((c) => c.startsWith('__Host-tk_login='));
    expect(login, cookies.join('\n')).toBeDefined();
    expect(login).toMatch(/; path=\/;/);
    expect(login).toMatch(/; secure/i);
    expect(login).not.toMatch(/domain=/i);
  });
});

/** What a browser would do with an answer: follow a redirect to the address it names. */
async function follow(answer: RawAnswer): Promise<void> {
  const location = answer.headers.location;
  if (location && /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(location)) await fetch(location, { redirect: 'manual' }).catch(() => undefined);
}

for (const mode of ['development', 'test'] as const) {
  describe(`in ${mode}: another loopback port is not this app`, () => {
    let app: TestApp;
    let peer: Awaited<ReturnType<typeof startFakeIssuer>>;
    beforeAll(async () => {
      peer = await startFakeIssuer();
      app = await startTestApp({ env: { NODE_ENV: mode } });
    });
    afterAll(async () => {
      await app?.close();
      await peer?.close();
    });

    it("refuses /api and /oidc through another local service's Host, which never hears from the app or its browser", async () => {
      const json = { 'content-type': 'application/json', origin: `http://${peer.host}` };
      const user = await createTestUser(app.deps.db);
      const requests: [method: string, pathname: string, body?: object][] = [
        ['GET', '/api/auth/login'],
        ['GET', '/api/auth/login?signup=1'],
        ['GET', `/api/auth/callback?code=forged&state=x&iss=${encodeURIComponent(`http://${peer.host}/oidc`)}`],
        ['GET', '/api/auth/options'],
        ['GET', '/oidc/.well-known/openid-configuration'],
        ['GET', '/oidc/jwks'],
        ['GET', '/oidc/auth?client_id=tokenia-bff&response_type=code&scope=openid'],
        ['POST', '/oidc/token'],
        ['POST', '/api/auth/signin', { email: user.email, password: user.password }],
        ['POST', '/api/auth/signup', { email: 'otro@example.com', password: 'una-clave-larga', domainId: 1 }],
        ['POST', '/api/auth/reset-password', { email: user.email }],
      ];
      const answers: [string, RawAnswer][] = [];
      for (const [method, pathname, body] of requests) {
        const res = await raw(app, pathname, { host: peer.host, ...(body ? json : {}) }, method, body && JSON.stringify(body));
        await follow(res);
        answers.push([`${method} ${pathname}`, res]);
      }
      // The login page of an unknown host starts the login of the brand's configured origin instead.
      const page = await raw(app, '/user-login', { host: peer.host });
      await follow(page);
      expect(peer.hits).toEqual([]);
      expect(page.headers.location ?? '').not.toContain(peer.host);
      for (const [request, res] of answers) {
        expect(res.status, request).toBe(400);
        expect(JSON.parse(res.body), request).toMatchObject({ success: false, code: 'unknown_origin' });
      }
    });

    it("builds an issuer only for a configured origin: the app's own loopback port, not any other", () => {
      const providers = app.deps.identity.providers!;
      const { port } = new URL(app.url);
      for (const name of ['127.0.0.1', 'localhost', '[::1]']) expect(() => providers.forOrigin(`http://${name}:${port}`)).not.toThrow();
      expect(() => providers.forOrigin(`http://${peer.host}`)).toThrow(/No issuer/);
    });
  });
}

describe('on its own loopback origins', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a callback only from the issuer the login started with', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await browser.navigate('/api/auth/login');
    const signin = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
    const { data } = (await signin.json()) as { data: { redirectTo: string } };
    // The provider's answer, replayed on another loopback origin of this same server.
    let location = data.redirectTo;
    for (let hop = 0; hop < 5 && !location.includes('/api/auth/callback'); hop++) {
      location = new URL((await browser.request(location)).headers.get('location')!, app.url).href;
    }
    const { port } = new URL(app.url);
    const callback = new URL(location);
    const res = await raw(app, `${callback.pathname}${callback.search}`, { host: `localhost:${port}`, cookie: browser.cookieHeader('/api/auth/callback') });
    expect(res.headers.location).toBe('/user-login?error=login_failed');
  });

});

describe('sign-in and sign-out hygiene', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not sign a user out when another site links to the login', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    const res = await browser.request('/api/auth/login', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    expect((await browser.request('/api/auth/me')).status).toBe(200);
    // From our own pages it still starts afresh (spec 000 §2).
    await browser.request('/api/auth/login', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect((await browser.request('/api/auth/me')).status).toBe(401);
  });

  it('asks the browser to drop its cache at sign-out', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    const res = await browser.postJson('/api/auth/signout', {});
    expect(res.status).toBe(200);
    expect(res.headers.get('clear-site-data')).toBe('"cache"');
  });
});

describe('secrets stay out of the logs', () => {
  it('logs the reset page and the callback without their tokens', async () => {
    const { stream: logStream, lines } = logLines();
    const app = await startTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    try {
      await app.fetch('/user-recover-password?token=SECRET-RESET-TOKEN');
      await app.fetch('/api/auth/callback?code=SECRET-CODE&state=SECRET-STATE', { redirect: 'manual' });
    } finally {
      await app.close();
    }
    const all = lines.join('');
    expect(all).toContain('/user-recover-password?token=[redacted]');
    expect(all).toContain('/api/auth/callback?code=[redacted]&state=[redacted]');
    expect(all).not.toMatch(/SECRET-/);
  });
});
