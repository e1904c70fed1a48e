// The whole sign-in over HTTP as a browser does it: BFF login start → embedded provider → interaction
// bound to the browser → password check → code + PKCE exchange → server-side session → /auth/me.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersistentDatabase, startTestApp, type PersistentDatabase, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { createTestUser } from './support/users';

let app: TestApp;

async function startLogin(browser: TestBrowser) {
  const { hops } = await browser.navigate('/api/auth/login');
  const last = new URL(hops.at(-1)!);
  expect(last.pathname).toBe('/user-login');
  expect(last.searchParams.get('uid')).toBeTruthy();
  return last;
}

async function logIn(browser: TestBrowser, email: string, password: string) {
  await startLogin(browser);
  const res = await browser.postJson('/api/auth/signin', { email, password });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { hops } = await browser.navigate(body.data.redirectTo);
  expect(new URL(hops.at(-1)!).pathname).toBe('/dashboard');
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('sign-in through the embedded OpenID Provider', () => {
  it('walks the authorization code flow with PKCE and opens a session', async () => {
    const user = await createTestUser(app.deps.db, { email: 'flow@example.com' });
    const browser = new TestBrowser(app.url);
    await logIn(browser, 'Flow@Example.com', user.password);
    expect(browser.hasCookie('tk_session')).toBe(true);
    const me = await browser.request('/api/auth/me');
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ email: 'flow@example.com', is_admin: false, kyc_status: 'no', status: 'ACTIVE', domain_id: 1 });
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('uses PKCE: the authorization request carries an S256 challenge, state and nonce', async () => {
    const browser = new TestBrowser(app.url);
    const res = await browser.request('/api/auth/login');
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
  });

  it('refuses a wrong password with a clear message and no session', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await startLogin(browser);
    const res = await browser.postJson('/api/auth/signin', { email: user.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: 'Correo electrónico o contraseña incorrectos' });
    expect((await browser.request('/api/auth/me')).status).toBe(401);
  });

  it('refuses an unverified account with its own message', async () => {
    const user = await createTestUser(app.deps.db, { verified: false });
    const browser = new TestBrowser(app.url);
    await startLogin(browser);
    const res = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('email_unverified');
  });

  it('asks to start again when no interaction is bound to this browser', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    const res = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('login_expired');
  });

  it("finishes the interaction this browser holds, never another browser's", async () => {
    const user = await createTestUser(app.deps.db);
    const [first, second] = [new TestBrowser(app.url), new TestBrowser(app.url)];
    const firstUid = (await startLogin(first)).searchParams.get('uid')!;
    const secondUid = (await startLogin(second)).searchParams.get('uid')!;
    expect(secondUid).not.toBe(firstUid);
    const res = await second.postJson('/api/auth/signin', { email: user.email, password: user.password });
    const { redirectTo } = (await res.json()).data;
    expect(redirectTo).toContain(secondUid);
    expect(redirectTo).not.toContain(firstUid);
  });

  it.each([
    ["the browser started a login here but holds no provider's interaction", 'op_interaction'],
    ["the provider's interaction was not started by this app's login (no login cookie)", 'tk_login'],
  ])('asks to start again when %s', async (_, missing) => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await startLogin(browser);
    browser.forget(missing);
    const res = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('login_expired');
  });

  it('validates the body with the shared schema', async () => {
    const browser = new TestBrowser(app.url);
    const res = await browser.postJson('/api/auth/signin', { email: 'not-an-email', password: '' }, { 'x-language': 'en' });
    expect(res.status).toBe(400);
    expect((await res.json()).success).toBe(false);
  });

  it('signs out: the session is gone and /auth/me says so', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await logIn(browser, user.email, user.password);
    expect((await browser.postJson('/api/auth/signout', {})).status).toBe(200);
    const me = await browser.request('/api/auth/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ success: false, error: 'No hay ninguna sesión iniciada', code: 'no_session' });
    const en = await browser.request('/api/auth/me', { headers: { 'x-language': 'en' } });
    expect((await en.json()).error).toBe('No session available');
  });

  it.each([
    ['the login start again', (browser: TestBrowser) => browser.request('/api/auth/login')],
    ['the login page', (browser: TestBrowser) => browser.navigate('/user-login')],
  ])('visiting %s ends the current session', async (_, visit) => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await logIn(browser, user.email, user.password);
    await visit(browser);
    expect((await browser.request('/api/auth/me')).status).toBe(401);
  });

  it('starts the login at /user-login without an interaction, and comes back with its brand', async () => {
    const browser = new TestBrowser(app.url, { 'accept-language': 'en-GB,en;q=0.9' });
    const { hops } = await browser.navigate('/user-login?platform=HispaxToken');
    // Two redirects: to the provider, and from it straight back to the login page.
    expect(hops).toHaveLength(3);
    const provider = new URL(hops[1]!);
    expect(provider.pathname).toBe('/oidc/auth');
    expect(provider.searchParams.get('ui_locales')).toBe('en');
    expect(provider.searchParams.get('code_challenge_method')).toBe('S256');
    const page = new URL(hops.at(-1)!);
    expect(page.pathname).toBe('/user-login');
    expect(page.searchParams.get('uid')).toBeTruthy();
    expect(page.searchParams.get('platform')).toBe('hispaxtoken');
    const first = await browser.request('/user-login');
    expect(first.status).toBe(302);
    expect(first.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves a return with a notice to the login page, which carries it through the login start', async () => {
    const browser = new TestBrowser(app.url);
    for (const query of ['error=login_failed', 'verified=1']) expect((await browser.request(`/user-login?${query}`)).headers.get('location')).toBeNull();
    const { hops } = await browser.navigate('/api/auth/login?notice=login_failed');
    expect(new URL(hops.at(-1)!).searchParams.get('notice')).toBe('login_failed');
  });

  it('hands back only a brand it knows, and leaves a login page with an interaction to the app', async () => {
    const browser = new TestBrowser(app.url);
    const { hops } = await browser.navigate('/user-login?platform=%22%3E%3Cscript%3E');
    const page = new URL(hops.at(-1)!);
    expect(page.searchParams.get('uid')).toBeTruthy();
    expect(page.searchParams.has('platform')).toBe(false);
    expect((await browser.request(`/user-login?uid=${page.searchParams.get('uid')}`)).headers.get('location')).toBeNull();
  });

  it('refuses a cross-site sign-in attempt', async () => {
    const browser = new TestBrowser(app.url);
    const res = await browser.postJson('/api/auth/signin', { email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('throttles repeated wrong passwords with a 429 that does not reveal the account', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await startLogin(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await browser.postJson('/api/auth/signin', { email: user.email, password: `wrong-${i}` });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    const unknown = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
    expect(unknown.status).toBe(429);
    const body = await unknown.json();
    expect(body.error).toBe('Demasiados intentos. Espera unos minutos antes de volver a intentarlo.');
  });
});

describe('roles on /api/users', () => {
  it('answers 401 anonymous, 403 to a user and the list to an admin, filtered by brand', async () => {
    const anonymous = await app.fetch('/api/users');
    expect(anonymous.status).toBe(401);

    const user = await createTestUser(app.deps.db);
    const userBrowser = new TestBrowser(app.url);
    await logIn(userBrowser, user.email, user.password);
    expect((await userBrowser.request('/api/users')).status).toBe(403);

    await createTestUser(app.deps.db, { domainId: 2, email: 'hispax-user@example.com' });
    const admin = await createTestUser(app.deps.db, { isAdmin: true });
    const adminBrowser = new TestBrowser(app.url);
    await logIn(adminBrowser, admin.email, admin.password);
    const all = await (await adminBrowser.request('/api/users')).json();
    expect(all.success).toBe(true);
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const hispax = await (await adminBrowser.request('/api/users?domain=2')).json();
    expect(hispax.data.every((u: { domain_id: number }) => u.domain_id === 2)).toBe(true);
    expect(hispax.data.map((u: { email: string }) => u.email)).toContain('hispax-user@example.com');
    expect((await adminBrowser.request('/api/users?domain=7')).status).toBe(400);
  });
});

describe('restarts', () => {
  let database: PersistentDatabase;
  beforeAll(async () => {
    database = await createPersistentDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps the session across a BFF restart', async () => {
    const first = await startTestApp({ database });
    const port = Number(new URL(first.url).port);
    const user = await createTestUser(first.deps.db);
    const browser = new TestBrowser(first.url);
    await logIn(browser, user.email, user.password);
    await first.close();

    const second = await startTestApp({ database, port });
    try {
      const me = await browser.request('/api/auth/me');
      expect(me.status).toBe(200);
      expect((await me.json()).data.email).toBe(user.email);
    } finally {
      await second.close();
    }
  });
});

describe('housekeeping', () => {
  it('removes expired sessions and provider rows, and keeps live ones', async () => {
    const { cleanExpired } = await import('../../bff/housekeeping');
    const user = await createTestUser(app.deps.db);
    const browser = new TestBrowser(app.url);
    await logIn(browser, user.email, user.password);
    await app.deps.db('sessions').insert({ id_hash: 'expired-session', user_id: user.id, expires_at: new Date(Date.now() - 1000) });
    await app.deps.db('oidc_models').insert({ model: 'Session', id: 'old', payload: '{}', expires_at: new Date(Date.now() - 1000) });
    const removed = await cleanExpired(app.deps.db);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.oidcModels).toBeGreaterThanOrEqual(1);
    expect((await browser.request('/api/auth/me')).status).toBe(200);
  });
});
