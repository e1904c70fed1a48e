// Limits that hold (docs/security.md), over HTTP against a real database, on the database store and on
// the machine's Redis: parallel guesses cannot slip past the count, a stranger cannot lock the owner
// out, mail-sending endpoints keep a cooldown per address, and sign-up tells nobody whether an
// address has an account.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { createTestUser } from './support/users';
import { issueEmailToken, RESET_PASSWORD_TTL_MS } from '../../bff/auth/email-tokens';
import { RECOVERY_LIMITS } from '../../bff/rate-limit/recovery-limits';
import type * as Argon2 from '@node-rs/argon2';

// The real argon2, counted: a made-up recovery link must never reach it.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return { ...real, hash: (...args: Parameters<typeof real.hash>) => ((argon2.hashes += 1), real.hash(...args)) };
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Counts the password checks the sign-in route makes (it calls the service through the deps object). */
function countChecks(app: TestApp): { count: number } {
  const counter = { count: 0 };
  const original = app.deps.accounts.verifyCredentials.bind(app.deps.accounts);
  app.deps.accounts.verifyCredentials = (input) => {
    counter.count += 1;
    return original(input);
  };
  return counter;
}

/** A browser behind the (one, trusted) proxy that says it comes from `ip`, with a login under way. */
async function browserFrom(app: TestApp, ip: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app.url, { 'x-forwarded-for': ip });
  await browser.navigate('/api/auth/login');
  return browser;
}

for (const store of ['database', 'redis'] as const) {
  describe(`limits on the ${store} store`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ env: { TRUST_PROXY_HOPS: '1', ...(store === 'redis' ? { REDIS_URL } : {}) } });
      expect(app.deps.limits.kind).toBe(store);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('checks no more than the limit of 30 parallel wrong passwords, and the owner still signs in from elsewhere', async () => {
      const user = await createTestUser(app.deps.db);
      const checks = countChecks(app);
      const attacker = await browserFrom(app, '203.0.113.7');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => attacker.postJson('/api/auth/signin', { email: user.email, password: `guess-${i}` })),
      );
      const statuses = answers.map((r) => r.status);
      expect(checks.count).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 401)).toHaveLength(checks.count);
      expect(statuses.filter((s) => s === 429), JSON.stringify(await Promise.all(answers.filter((r) => r.status !== 429).map(async (r) => [r.status, await r.clone().text()])))).toHaveLength(30 - checks.count);
      const refused = answers.find((r) => r.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The guesser stays blocked, even with the right password.
      expect((await attacker.postJson('/api/auth/signin', { email: user.email, password: user.password })).status).toBe(429);

      const owner = await browserFrom(app, '198.51.100.20');
      const res = await owner.postJson('/api/auth/signin', { email: user.email, password: user.password });
      expect(res.status, await res.clone().text()).toBe(200);
    });

    it('sends one reset mail per address per cooldown, whatever the number of requests', async () => {
      const user = await createTestUser(app.deps.db);
      const browser = new TestBrowser(app.url, { 'x-forwarded-for': '192.0.2.44' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await browser.postJson('/api/auth/reset-password', { email: user.email })).status);
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1).every((s) => s === 429)).toBe(true);
      await app.deps.mailer.idle();
      expect(await app.deps.db('mail_outbox').where({ to_address: user.email, kind: 'reset_password' })).toHaveLength(1);
      // An unknown address is limited the same way: the answers tell nothing.
      const ghost = [];
      for (let i = 0; i < 3; i++) ghost.push((await browser.postJson('/api/auth/reset-password', { email: 'ghost-limits@example.com' })).status);
      expect(ghost).toEqual([200, 429, 429]);
    });

    it('refuses a made-up recovery link before hashing the password, and limits the client trying them', async () => {
      const recover = (browser: TestBrowser, token: string) =>
        browser.postJson('/api/auth/recover-password', { token, password: 'Clave-Nueva-Larga-1', confirmPassword: 'Clave-Nueva-Larga-1' });
      const user = await createTestUser(app.deps.db);
      const guesser = new TestBrowser(app.url, { 'x-forwarded-for': '192.0.2.150' });
      const before = argon2.hashes;
      for (let i = 0; i < RECOVERY_LIMITS.perClient.points; i++) {
        const res = await recover(guesser, `made-up-${i}`);
        expect(res.status).toBe(400);
        expect((await res.json()).code).toBe('link_invalid');
      }
      expect(argon2.hashes).toBe(before);
      const refused = await recover(guesser, 'made-up-again');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ success: false, code: 'too_many_attempts', error: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.' });
      // Another client is not held up, and a real link still works from it.
      const token = await issueEmailToken(app.deps.db, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
      expect((await recover(new TestBrowser(app.url, { 'x-forwarded-for': '192.0.2.151' }), token)).status).toBe(200);
      expect(argon2.hashes).toBe(before + 1);
    });

    it('limits the new passwords set for one address, from whatever clients', async () => {
      const user = await createTestUser(app.deps.db);
      const statuses: number[] = [];
      for (let i = 0; i <= RECOVERY_LIMITS.perAddress.points; i++) {
        const token = await issueEmailToken(app.deps.db, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
        const browser = new TestBrowser(app.url, { 'x-forwarded-for': `198.51.100.${60 + i}` });
        statuses.push((await browser.postJson('/api/auth/recover-password', { token, password: `Clave-Nueva-Larga-${i}`, confirmPassword: `Clave-Nueva-Larga-${i}` })).status);
      }
      expect(statuses).toEqual([...Array<number>(RECOVERY_LIMITS.perAddress.points).fill(200), 429]);
    });

    it('limits one client sending mails to many addresses', async () => {
      const browser = new TestBrowser(app.url, { 'x-forwarded-for': '192.0.2.99' });
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await browser.postJson('/api/auth/resend-verification', { email: `spray-${i}@example.com` })).status);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
    });
  });
}

describe('sign-up tells nobody whether an address has an account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a taken address exactly like a new one, and tells its owner', async () => {
    const owner = await createTestUser(app.deps.db, { email: 'taken-address@example.com' });
    const signUp = (email: string, ip: string) =>
      new TestBrowser(app.url, { 'x-forwarded-for': ip }).postJson('/api/auth/signup', { email, password: 'Otra-Clave-Larga-9', domainId: 1 });
    const fresh = await signUp('brand-new-address@example.com', '192.0.2.1');
    const taken = await signUp(owner.email, '192.0.2.2');
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(201);
    const [freshBody, takenBody] = [await fresh.json(), await taken.json()];
    expect(Object.keys(takenBody.data)).toEqual(Object.keys(freshBody.data));
    expect(takenBody).toEqual({ success: true, data: { email: owner.email } });
    const mails = await app.deps.db('mail_outbox').where({ to_address: owner.email });
    expect(mails.map((m: { kind: string }) => m.kind)).toEqual(['signup_attempt']);
    expect(mails[0].subject).toBe('Intento de registro con tu correo en Tokenia');
  });
});
