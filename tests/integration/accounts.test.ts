// Sign-up, e-mail verification and password reset over HTTP, with e-mail through a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { linkIn, startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { createSession } from '../../bff/auth/session-store';
import { upsertOidcModel } from '../../db/queries/oidc-models';

let app: TestApp;
let smtp: SmtpCatcher;

async function signIn(browser: TestBrowser, email: string, password: string) {
  await browser.navigate('/api/auth/login');
  return browser.postJson('/api/auth/signin', { email, password });
}

async function signInFully(browser: TestBrowser, email: string, password: string) {
  const res = await signIn(browser, email, password);
  expect(res.status).toBe(200);
  await browser.navigate((await res.json()).data.redirectTo);
  return (await browser.request('/api/auth/me')).json();
}

/** As after the mail cooldown (bff/rate-limit/mail-limits.ts): the database store's counters start over. */
async function cooldownPassed() {
  await app.deps.db('rate_limits').delete();
}

const verifyLinksTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address)).map((m) => linkIn(m, '/api/auth/verify-email?token='));

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('sign-up and e-mail verification', () => {
  it('sends a branded verification link that activates the account once', async () => {
    const browser = new TestBrowser(app.url);
    const res = await browser.postJson('/api/auth/signup', { email: 'Nueva@Example.com', password: 'una-clave-larga', domainId: 1 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ success: true, data: { email: 'nueva@example.com' } });

    const mail = await smtp.waitFor('nueva@example.com');
    expect(mail.text).toContain('Gracias por registrarte en Tokenia');
    const link = linkIn(mail, '/api/auth/verify-email?token=');

    const unverified = await signIn(browser, 'nueva@example.com', 'una-clave-larga');
    expect(unverified.status).toBe(403);

    const first = await browser.request(link);
    expect(first.headers.get('location')).toBe('/user-login?verified=1');
    const again = await browser.request(link);
    expect(again.headers.get('location')).toBe('/user-login?error=verification_invalid');

    const me = await signInFully(browser, 'nueva@example.com', 'una-clave-larga');
    expect(me.data).toMatchObject({ email: 'nueva@example.com', domain_id: 1, kyc_status: 'no', is_admin: false });
  });

  it('writes in English and under the Hispax brand when asked', async () => {
    const browser = new TestBrowser(app.url);
    const res = await browser.postJson(
      '/api/auth/signup',
      { email: 'hispax-en@example.com', password: 'another-long-one', domainId: 2 },
      { 'x-language': 'en' },
    );
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor('hispax-en@example.com');
    expect(mail.text).toContain('Confirm your email at Hispax');
  });

  it('limits a repeated sign-up of one address and refuses a short password, with clear messages', async () => {
    const browser = new TestBrowser(app.url);
    await browser.postJson('/api/auth/signup', { email: 'twice@example.com', password: 'una-clave-larga', domainId: 1 });
    // Whether or not the address has an account (login-limits.test.ts), a second mail waits its turn.
    const duplicate = await browser.postJson('/api/auth/signup', { email: 'twice@example.com', password: 'una-clave-larga', domainId: 1 });
    expect(duplicate.status).toBe(429);
    expect((await duplicate.json()).error).toBe('Ya te hemos enviado un correo hace poco. Espera unos minutos antes de pedir otro.');
    const short = await browser.postJson('/api/auth/signup', { email: 'short@example.com', password: 'corta', domainId: 1 });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('La contraseña debe tener al menos 10 caracteres');
  });

  it("starts an unverified account over at a new sign-up: a stranger's earlier sign-up of the address gives them nothing", async () => {
    const address = 'ana-squatted@example.com';
    const stranger = new TestBrowser(app.url);
    const squat = await stranger.postJson('/api/auth/signup', { email: address, password: 'clave-del-intruso', domainId: 2 }, { 'x-language': 'en' });
    expect(squat.status).toBe(201);
    const account = await app.deps.db('users').where({ email: address }).first();
    // Whatever the first registrant holds is ended by the next sign-up (sessions, provider grants).
    await createSession(app.deps.db, { userId: account.id });
    await upsertOidcModel(app.deps.db, { model: 'Grant', id: 'grant-of-the-squatter', payload: { accountId: account.id }, grant_id: null, user_code: null, uid: null, expires_at: null });

    await cooldownPassed();
    const ana = new TestBrowser(app.url);
    const again = await ana.postJson('/api/auth/signup', { email: address, password: 'clave-de-ana-1', domainId: 1 });
    // The same answer as a fresh sign-up.
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ success: true, data: { email: address } });
    expect(await app.deps.db('sessions').where({ user_id: account.id })).toEqual([]);
    expect(await app.deps.db('oidc_models').whereRaw(`payload->>'accountId' = ?`, [account.id])).toEqual([]);

    const [strangersLink, anasLink] = verifyLinksTo(address);
    expect(smtp.messages.filter((m) => m.to.includes(address)).at(-1)!.text).toContain('Gracias por registrarte en Tokenia');
    // Only the newest link verifies; the earlier one answers as invalid, before and after.
    expect((await ana.request(strangersLink!)).headers.get('location')).toBe('/user-login?error=verification_invalid');
    expect((await ana.request(anasLink!)).headers.get('location')).toBe('/user-login?verified=1');
    expect((await ana.request(strangersLink!)).headers.get('location')).toBe('/user-login?error=verification_invalid');

    expect((await signIn(new TestBrowser(app.url), address, 'clave-del-intruso')).status).toBe(401);
    const me = await signInFully(new TestBrowser(app.url), address, 'clave-de-ana-1');
    expect(me.data).toMatchObject({ id: account.id, email: address, domain_id: 1 });
    expect(await app.deps.db('users').where({ id: account.id }).first()).toMatchObject({ locale: 'es', domain_id: 1 });

    // Once verified, a new sign-up changes nothing and is answered as a fresh one; the owner is told.
    await cooldownPassed();
    const late = await stranger.postJson('/api/auth/signup', { email: address, password: 'clave-del-intruso', domainId: 2 });
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual({ success: true, data: { email: address } });
    expect(smtp.messages.filter((m) => m.to.includes(address)).at(-1)!.text).not.toContain('/api/auth/verify-email');
    expect((await signIn(new TestBrowser(app.url), address, 'clave-del-intruso')).status).toBe(401);
    await signInFully(new TestBrowser(app.url), address, 'clave-de-ana-1');
  });

  it('resends the link to an unverified account', async () => {
    const browser = new TestBrowser(app.url);
    await browser.postJson('/api/auth/signup', { email: 'resend@example.com', password: 'una-clave-larga', domainId: 1 });
    const before = smtp.messages.length;
    const res = await browser.postJson('/api/auth/resend-verification', { email: 'resend@example.com' });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
  });
});

describe('password reset', () => {
  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await new TestBrowser(app.url).postJson('/api/auth/reset-password', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.length).toBe(before);
  });

  it('resets with a single-use link, ends old sessions and retires the old password', async () => {
    const browser = new TestBrowser(app.url);
    await browser.postJson('/api/auth/signup', { email: 'olvido@example.com', password: 'clave-original-1', domainId: 1 });
    await browser.request(linkIn(await smtp.waitFor('olvido@example.com'), '/api/auth/verify-email?token='));
    const other = new TestBrowser(app.url);
    await signInFully(other, 'olvido@example.com', 'clave-original-1');

    expect((await browser.postJson('/api/auth/reset-password', { email: 'olvido@example.com' })).status).toBe(200);
    const link = linkIn(await smtp.waitFor('olvido@example.com'), '/user-recover-password?token=');
    const token = new URL(link).searchParams.get('token')!;

    const mismatch = await browser.postJson('/api/auth/recover-password', { token, password: 'clave-nueva-22', confirmPassword: 'otra-cosa-22' }, { 'x-language': 'en' });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error).toBe('Passwords do not match');

    const ok = await browser.postJson('/api/auth/recover-password', { token, password: 'clave-nueva-22', confirmPassword: 'clave-nueva-22' });
    expect(ok.status).toBe(200);
    const reused = await browser.postJson('/api/auth/recover-password', { token, password: 'clave-nueva-33', confirmPassword: 'clave-nueva-33' });
    expect(reused.status).toBe(400);

    expect((await other.request('/api/auth/me')).status).toBe(401);
    expect((await signIn(new TestBrowser(app.url), 'olvido@example.com', 'clave-original-1')).status).toBe(401);
    const me = await signInFully(new TestBrowser(app.url), 'olvido@example.com', 'clave-nueva-22');
    expect(me.data.email).toBe('olvido@example.com');
  });
});
