// Sign-in against an external OpenID Provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): a
// separate provider process with its own issuer, keys and accounts. The first sign-in creates the
// account with the brand of the host it came through; only an e-mail the issuer vouches for is trusted;
// the embedded provider and the password routes are off; sign-up and reset point to the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { startExternalProvider, type ExternalProvider } from './support/external-provider';
import { freePort } from './support/bff-process';

const CLIENT = { clientId: 'tokenia-bff-external', clientSecret: 'external-client-secret-for-tests' };
const HISPAX_HOST = 'tokenapp.hispax.test';

let provider: ExternalProvider;
let app: TestApp;

/** Follows redirects by hand; answers for the Hispax host go to the app (the proxy's job, here). */
async function follow(browser: TestBrowser, start: string, maxHops = 12): Promise<{ url: string; response: Response }> {
  let url = new URL(start, app.url).href;
  for (let hop = 0; hop < maxHops; hop++) {
    const target = url.startsWith(`https://${HISPAX_HOST}`) ? url.replace(`https://${HISPAX_HOST}`, app.url) : url;
    const response = await browser.request(target);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    await response.arrayBuffer();
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

/** The whole browser flow: BFF login → provider's form → the provider's answer → BFF callback. */
async function signIn(browser: TestBrowser, login: string, start = '/api/auth/login', amr?: string): Promise<string> {
  const form = await follow(browser, start);
  expect(new URL(form.url).origin).toBe(provider.issuer);
  const uid = /\/interaction\/([^/?]+)/.exec(form.url)![1]!;
  await form.response.text();
  const posted = await browser.request(`${provider.issuer}/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: provider.issuer },
    body: new URLSearchParams({ login, ...(amr ? { amr } : {}) }).toString(),
  });
  const landed = await follow(browser, posted.headers.get('location')!);
  return new URL(landed.url).pathname + new URL(landed.url).search;
}

beforeAll(async () => {
  // The app learns the issuer from configuration and discovers it at the first login; the provider
  // starts once the app's callback address is known.
  const port = await freePort();
  app = await startTestApp({
    env: {
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      BRAND2_HOSTS: HISPAX_HOST,
      TRUST_PROXY_HOPS: '1',
    },
  });
  provider = await startExternalProvider({ port, ...CLIENT, redirectUris: [`${app.url}/api/auth/callback`, `https://${HISPAX_HOST}/api/auth/callback`] });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

describe('an external OpenID Provider', () => {
  it('signs a user in and creates the account with the brand of the host', async () => {
    expect(provider.issuer).toBe(app.deps.config.oidc!.issuer);
    const browser = new TestBrowser(app.url);
    expect(await signIn(browser, 'ext-user@example.com')).toBe('/dashboard');
    const me = await (await browser.request('/api/auth/me')).json();
    expect(me.data).toMatchObject({ email: 'ext-user@example.com', domain_id: 1 });
    const row = await app.deps.db('users').where({ email: 'ext-user@example.com' }).first();
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
    expect(await app.deps.db('audit_log').where({ target_id: row.id, action: 'account.signup_external' })).toHaveLength(1);

    // A second sign-in finds the same account.
    const again = new TestBrowser(app.url);
    expect(await signIn(again, 'ext-user@example.com')).toBe('/dashboard');
    expect(await app.deps.db('users').where({ email: 'ext-user@example.com' })).toHaveLength(1);
  });

  it("trusts the provider's amr for the session's second factor (issue 57)", async () => {
    const stepUpLeft = async (browser: TestBrowser) => ((await (await browser.request('/api/auth/factors')).json()) as { data: { step_up_seconds_left: number } }).data.step_up_seconds_left;
    const withFactor = new TestBrowser(app.url);
    expect(await signIn(withFactor, 'ext-user@example.com', '/api/auth/login', 'pwd,otp')).toBe('/dashboard');
    expect(await stepUpLeft(withFactor)).toBeGreaterThan(290);
    const passwordOnly = new TestBrowser(app.url);
    expect(await signIn(passwordOnly, 'ext-user@example.com', '/api/auth/login', 'pwd')).toBe('/dashboard');
    expect(await stepUpLeft(passwordOnly)).toBe(0);
  });

  it('gives a user who came through the Hispax host the Hispax brand', async () => {
    const browser = new TestBrowser(app.url, { 'x-forwarded-host': HISPAX_HOST, 'x-forwarded-proto': 'https' });
    expect(await signIn(browser, 'ext-hispax@example.com')).toBe('/dashboard');
    const me = await (await browser.request('/api/auth/me')).json();
    expect(me.data).toMatchObject({ email: 'ext-hispax@example.com', domain_id: 2 });
  });

  it('trusts no e-mail the provider does not vouch for', async () => {
    const browser = new TestBrowser(app.url);
    expect(await signIn(browser, 'ext-unverified@example.com')).toBe('/user-login?error=unknown_account');
    expect(await app.deps.db('users').where({ email: 'ext-unverified@example.com' })).toHaveLength(0);
    expect((await browser.request('/api/auth/me')).status).toBe(401);
  });

  it("refuses a callback replayed in another browser (state and PKCE are this browser's)", async () => {
    const browser = new TestBrowser(app.url);
    const form = await follow(browser, '/api/auth/login');
    const uid = /\/interaction\/([^/?]+)/.exec(form.url)![1]!;
    await form.response.text();
    const posted = await browser.request(`${provider.issuer}/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: 'ext-user@example.com' }).toString(),
    });
    let url = posted.headers.get('location')!;
    for (let hop = 0; hop < 5 && !url.includes('/api/auth/callback'); hop++) {
      url = new URL((await browser.request(url)).headers.get('location')!, url).href;
    }
    const stranger = new TestBrowser(app.url);
    await stranger.request('/api/auth/login');
    const replay = await stranger.request(url);
    expect(replay.headers.get('location')).toBe('/user-login?error=login_failed');
  });

  it('turns off the embedded provider and the password routes', async () => {
    const oidc = await app.fetch('/oidc/.well-known/openid-configuration');
    expect(oidc.status).toBe(404);
    expect(await oidc.json()).toMatchObject({ success: false, code: 'route_not_found' });
    const browser = new TestBrowser(app.url);
    for (const [path, body] of [
      ['/api/auth/signin', { email: 'a@example.com', password: 'x' }],
      ['/api/auth/signup', { email: 'a@example.com', password: 'Una-Clave-Larga-1', domainId: 1 }],
      ['/api/auth/reset-password', { email: 'a@example.com' }],
    ] as const) {
      const res = await browser.postJson(path, body);
      expect(res.status, path).toBe(400);
      expect((await res.json()).code).toBe('external_identity');
    }
  });

  it('sends sign-up and reset to the provider', async () => {
    const options = await (await app.fetch('/api/auth/options')).json();
    expect(options).toEqual({ success: true, data: { external: true, signupUrl: '/api/auth/login?signup=1', resetUrl: '/api/auth/login' } });
    const res = await new TestBrowser(app.url).request('/api/auth/login?signup=1');
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('prompt')).toBe('create');
  });
});
