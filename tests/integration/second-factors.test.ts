// Second factors end to end (issue 57): enforcement for admins, enrolling an authenticator app and a
// passkey (the real @simplewebauthn/server verifications against a software authenticator), the
// sign-in's second step through the OIDC flow, step-up, recovery codes, replays and limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { TestBrowser } from './support/browser';
import { passkeySignInStep, signedInBrowser } from './support/sign-in';
import { createTestUser } from './support/users';
import { enrolPasskey, passkeyProof, stepUp, totpCode } from './support/second-factor';
import type { EnrolmentResult, FactorOverview, TotpEnrolment } from '../../core/second-factor';
import type { Profile } from '../../core/users';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { SECOND_FACTOR_ENFORCED: 'true' } });
});
afterAll(async () => {
  await app?.close();
});

async function bodyOf<T = unknown>(res: Response): Promise<{ status: number; data: T; code?: string }> {
  const json = (await res.json()) as { data: T; code?: string };
  return { status: res.status, data: json.data, code: json.code };
}

const overviewOf = async (browser: TestBrowser) => (await bodyOf<FactorOverview>(await browser.request('/api/auth/factors'))).data;

/** A signed-in user with an authenticator app enrolled, its secret, and the time step its first code took. */
async function withTotp(options: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(app.deps.db, options);
  const browser = await signedInBrowser(app, user);
  const enrolment = (await bodyOf<TotpEnrolment>(await browser.postJson('/api/auth/factors/totp', {}))).data;
  const now = Math.floor(Date.now() / 1000);
  const confirmed = await bodyOf<EnrolmentResult>(await browser.postJson('/api/auth/factors/totp/confirm', { enrolment_id: enrolment.enrolment_id, code: await totpCode(enrolment.secret, now), label: 'Móvil' }));
  expect(confirmed.status).toBe(201);
  return { user, browser, secret: enrolment.secret, now, recoveryCodes: confirmed.data.recovery_codes! };
}

const auditActions = async (userId: string) => (await app.deps.db('audit_log').where({ target_id: userId }).orderBy('id').pluck('action')) as string[];

describe('enforced second factors (SECOND_FACTOR_ENFORCED=true)', () => {
  it('refuses an admin without a factor everything but enrolment; enrolled and signed in again with it, they work', async () => {
    const admin = await createTestUser(app.deps.db, { isAdmin: true });
    const browser = await signedInBrowser(app, admin);
    const refused = await bodyOf(await browser.request('/api/users'));
    expect(refused).toMatchObject({ status: 403, code: 'second_factor_required' });
    expect((await bodyOf(await browser.request('/api/audit'))).code).toBe('second_factor_required');
    const me = await bodyOf<Profile>(await browser.request('/api/auth/me'));
    expect(me.data.second_factor).toEqual({ enrolled: false, required: true, enforced: true });
    expect(await overviewOf(browser)).toMatchObject({ factors: [], required: true, enforced: true, step_up_seconds_left: 0 });

    const { authenticator, recoveryCodes } = await enrolPasskey(browser, app.url);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Enrolled, but this session proved no factor: protected actions ask for it.
    expect((await bodyOf(await browser.postJson('/api/auth/factors/recovery-codes', {}))).code).toBe('step_up_required');

    const again = await signedInBrowser(app, admin, passkeySignInStep(authenticator));
    expect((await again.request('/api/users')).status).toBe(200);
    expect((await bodyOf<Profile>(await again.request('/api/auth/me'))).data.second_factor).toEqual({ enrolled: true, required: true, enforced: true });
    expect((await overviewOf(again)).step_up_seconds_left).toBeGreaterThan(290);
    expect(await auditActions(admin.id)).toEqual(expect.arrayContaining(['second_factor.enrol', 'second_factor.sign_in']));
  });

  it('refuses an ERIR user without a factor too, but not an investor', async () => {
    const erir = await signedInBrowser(app, await createTestUser(app.deps.db, { isErir: true }));
    expect((await bodyOf(await erir.request('/api/investors'))).code).toBe('second_factor_required');
    const investor = await signedInBrowser(app, await createTestUser(app.deps.db));
    expect((await investor.request('/api/projects')).status).toBe(200);
  });
});

describe('authenticator app (TOTP)', () => {
  it('enrols only with a right first code', async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const enrolment = (await bodyOf<TotpEnrolment>(await browser.postJson('/api/auth/factors/totp', {}))).data;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    const right = await totpCode(enrolment.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await bodyOf(await browser.postJson('/api/auth/factors/totp/confirm', { enrolment_id: enrolment.enrolment_id, code: wrong }))).toMatchObject({ status: 400, code: 'second_factor_invalid' });
    expect((await browser.postJson('/api/auth/factors/totp/confirm', { enrolment_id: enrolment.enrolment_id, code: right })).status).toBe(201);
    // The pending secret answered once.
    expect((await bodyOf(await browser.postJson('/api/auth/factors/totp/confirm', { enrolment_id: enrolment.enrolment_id, code: right }))).code).toBe('challenge_expired');
  });

  it('refuses a code replayed, and one of a step already used', async () => {
    const { browser, secret, now } = await withTotp();
    // The enrolment's code is spent: step-up with it is refused.
    expect(await bodyOf(await browser.postJson('/api/auth/step-up', { method: 'totp', code: await totpCode(secret, now) }))).toMatchObject({ status: 400, code: 'second_factor_invalid' });
    // The next step's code (a phone's clock a little ahead) counts once.
    const next = await totpCode(secret, now + 30);
    const proved = await bodyOf<{ step_up_seconds_left: number }>(await browser.postJson('/api/auth/step-up', { method: 'totp', code: next }));
    expect(proved.status).toBe(200);
    expect(proved.data.step_up_seconds_left).toBeGreaterThan(290);
    expect((await bodyOf(await browser.postJson('/api/auth/step-up', { method: 'totp', code: next }))).code).toBe('second_factor_invalid');
  });

  it('stores the secret sealed', async () => {
    const { user, secret } = await withTotp();
    const [row] = await app.deps.db('second_factors').where({ user_id: user.id });
    expect(JSON.stringify(row.totp_secret)).not.toContain(secret);
  });
});

describe('passkeys (WebAuthn)', () => {
  it('registers and asserts through the real verifications; refuses a used challenge and a counter gone back', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    const { authenticator } = await enrolPasskey(browser, app.url);
    const [row] = await app.deps.db('second_factors').where({ user_id: user.id });
    expect(row).toMatchObject({ kind: 'passkey', credential_id: authenticator.id, label: 'Llave de prueba' });

    const proof = await passkeyProof(browser, authenticator, app.url, '/api/auth/step-up/passkey-options');
    expect((await browser.postJson('/api/auth/step-up', proof)).status).toBe(200);
    expect(await bodyOf(await browser.postJson('/api/auth/step-up', proof))).toMatchObject({ status: 400, code: 'challenge_expired' });

    authenticator.counter = 0;
    const cloned = await passkeyProof(browser, authenticator, app.url, '/api/auth/step-up/passkey-options');
    expect(await bodyOf(await browser.postJson('/api/auth/step-up', cloned))).toMatchObject({ status: 400, code: 'second_factor_invalid' });
  });

  it('refuses a registration for another origin, or without a challenge of ours', async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    const { TestAuthenticator } = await import('./support/test-authenticator');
    const options = (await bodyOf<Parameters<InstanceType<typeof TestAuthenticator>['register']>[0]>(await browser.postJson('/api/auth/factors/passkey/options', {}))).data;
    expect(options.rp.id).toBe('127.0.0.1');
    const elsewhere = new TestAuthenticator().register(options, 'https://evil.example');
    expect(await bodyOf(await browser.postJson('/api/auth/factors/passkey', { response: elsewhere }))).toMatchObject({ status: 400, code: 'second_factor_invalid' });
    // That attempt used the challenge up.
    const late = new TestAuthenticator().register(options, app.url);
    expect(await bodyOf(await browser.postJson('/api/auth/factors/passkey', { response: late }))).toMatchObject({ status: 400, code: 'challenge_expired' });
  });

  it('answers no passkey options to a user without a passkey', async () => {
    const browser = await signedInBrowser(app, await createTestUser(app.deps.db));
    expect(await bodyOf(await browser.postJson('/api/auth/step-up/passkey-options', {}))).toMatchObject({ status: 400, code: 'second_factor_missing' });
  });
});

describe('step-up', () => {
  it('removing a factor needs a factor proved in the last five minutes', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    await enrolPasskey(browser, app.url);
    const [factor] = (await overviewOf(browser)).factors;
    expect(await bodyOf(await browser.request(`/api/auth/factors/${factor!.id}`, { method: 'DELETE' }))).toMatchObject({ status: 401, code: 'step_up_required' });
    await stepUp(browser);
    expect((await browser.request(`/api/auth/factors/${factor!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await overviewOf(browser)).toMatchObject({ factors: [], recovery_codes_left: 0 });
    expect(await bodyOf(await browser.request(`/api/auth/factors/${factor!.id}`, { method: 'DELETE' }))).toMatchObject({ status: 404, code: 'factor_not_found' });
    expect(await auditActions(user.id)).toEqual(expect.arrayContaining(['second_factor.enrol', 'second_factor.step_up', 'second_factor.remove']));
  });

  it('the stepUp helper enrols a passkey for a user without a factor; later sign-ins answer with it', async () => {
    const user = await createTestUser(app.deps.db);
    const browser = await signedInBrowser(app, user);
    await stepUp(browser);
    expect((await overviewOf(browser)).step_up_seconds_left).toBeGreaterThan(290);
    const again = await signedInBrowser(app, user);
    await stepUp(again);
    expect((await again.postJson('/api/auth/factors/recovery-codes', {})).status).toBe(200);
  });

  it('new recovery codes need step-up, and void the old ones', async () => {
    const { user, browser, recoveryCodes } = await withTotp();
    expect((await bodyOf(await browser.postJson('/api/auth/factors/recovery-codes', {}))).code).toBe('step_up_required');
    const proved = await browser.postJson('/api/auth/step-up', { method: 'recovery', code: recoveryCodes[0] });
    expect(proved.status).toBe(200);
    const fresh = await bodyOf<{ recovery_codes: string[] }>(await browser.postJson('/api/auth/factors/recovery-codes', {}));
    expect(fresh.data.recovery_codes).toHaveLength(10);
    expect((await bodyOf(await browser.postJson('/api/auth/step-up', { method: 'recovery', code: recoveryCodes[1] }))).code).toBe('second_factor_invalid');
    expect((await browser.postJson('/api/auth/step-up', { method: 'recovery', code: fresh.data.recovery_codes[0]!.toUpperCase() })).status).toBe(200);
    expect(await auditActions(user.id)).toContain('second_factor.recovery_codes');
  });

  it('limits attempts per account (429 too_many_attempts)', async () => {
    const { browser, user } = await withTotp();
    for (let i = 0; i < 5; i++) expect((await bodyOf(await browser.postJson('/api/auth/step-up', { method: 'recovery', code: `wrong-${i}` }))).code).toBe('second_factor_invalid');
    const throttled = await browser.postJson('/api/auth/step-up', { method: 'recovery', code: 'wrong-again' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
    expect(await auditActions(user.id)).toContain('second_factor.failure');
  });
});

describe('attempts at once', () => {
  const BURST = 30;
  /** Six digits no step around now accepts (the check allows a step either side). */
  async function wrongCode(secret: string) {
    const now = Math.floor(Date.now() / 1000);
    const near = new Set(await Promise.all([-60, -30, 0, 30, 60].map((offset) => totpCode(secret, now + offset))));
    for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
  }

  /** At most five answered 400 (checked), the rest 429 with Retry-After, none a 500; and at most five failures in the audit. */
  async function expectLimited(userId: string, answers: Response[]) {
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 400 || status === 429), JSON.stringify(statuses)).toBe(true);
    const checked = statuses.filter((status) => status === 400).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    for (const res of answers.filter((r) => r.status === 429)) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await auditActions(userId)).filter((action) => action === 'second_factor.failure').length).toBeLessThanOrEqual(5);
  }

  it(`checks at most five of ${BURST} wrong codes sent to step-up at once`, async () => {
    const { user, browser, secret } = await withTotp();
    const code = await wrongCode(secret);
    await expectLimited(user.id, await Promise.all(Array.from({ length: BURST }, () => browser.postJson('/api/auth/step-up', { method: 'totp', code }))));
  });

  it(`checks at most five of ${BURST} wrong codes sent to the sign-in's second step at once, across the account's waiting sign-ins`, async () => {
    const { user, secret } = await withTotp();
    const code = await wrongCode(secret);
    // Each waiting sign-in allows five attempts of its own: six of them let the account's limit decide.
    // They start one after another, as the password's own limit refuses a burst of right passwords too.
    const browsers: TestBrowser[] = [];
    while (browsers.length < BURST / 5) {
      const browser = new TestBrowser(app.url);
      await browser.navigate('/api/auth/login');
      expect((await bodyOf(await browser.postJson('/api/auth/signin', { email: user.email, password: user.password }))).data).toMatchObject({ second_factor: {} });
      browsers.push(browser);
    }
    await expectLimited(user.id, await Promise.all(Array.from({ length: BURST }, (_, i) => browsers[i % browsers.length]!.postJson('/api/auth/signin/factor', { method: 'totp', code }))));
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the factor after a right password, and signs in only with it', async () => {
    const user = await createTestUser(app.deps.db);
    const first = await signedInBrowser(app, user);
    const { authenticator } = await enrolPasskey(first, app.url);

    const browser = new TestBrowser(app.url);
    await browser.navigate('/api/auth/login');
    const challenge = await bodyOf<{ second_factor: { methods: string[] } }>(await browser.postJson('/api/auth/signin', { email: user.email, password: user.password }));
    expect(challenge.data).toEqual({ second_factor: { methods: ['passkey', 'recovery'] } });
    expect(browser.hasCookie('tk_session')).toBe(false);
    expect(await bodyOf(await browser.postJson('/api/auth/signin/factor', { method: 'recovery', code: 'abcde-fghjk' }))).toMatchObject({ status: 400, code: 'second_factor_invalid' });
    const proof = await passkeySignInStep(authenticator)(browser, ['passkey']);
    const answered = await bodyOf<{ redirectTo: string }>(await browser.postJson('/api/auth/signin/factor', proof));
    expect(answered.status).toBe(200);
    const { hops } = await browser.navigate(answered.data.redirectTo);
    expect(new URL(hops.at(-1)!).pathname).toBe('/dashboard');
    expect((await overviewOf(browser)).step_up_seconds_left).toBeGreaterThan(290);
    // Nothing waits any more.
    expect(await bodyOf(await browser.postJson('/api/auth/signin/factor', proof))).toMatchObject({ status: 409, code: 'login_expired' });
  });

  it('takes a recovery code once', async () => {
    const { user, recoveryCodes } = await withTotp();
    const recovery = (code: string) => async () => ({ method: 'recovery' as const, code });
    const browser = await signedInBrowser(app, user, recovery(recoveryCodes[3]!));
    expect((await overviewOf(browser)).recovery_codes_left).toBe(9);
    await expect(signedInBrowser(app, user, recovery(recoveryCodes[3]!))).rejects.toThrow(/second_factor_invalid/);
  });

  it('answers 409 login_expired to a second step with nothing waiting', async () => {
    const browser = new TestBrowser(app.url);
    await browser.navigate('/api/auth/login');
    expect(await bodyOf(await browser.postJson('/api/auth/signin/passkey-options', {}))).toMatchObject({ status: 409, code: 'login_expired' });
    expect(await bodyOf(await browser.postJson('/api/auth/signin/factor', { method: 'totp', code: '123456' }))).toMatchObject({ status: 409, code: 'login_expired' });
  });
});
