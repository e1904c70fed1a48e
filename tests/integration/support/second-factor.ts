// Proving a second factor in tests (issue 57). Helpers use a software passkey (test-authenticator.ts):
// unlike an authenticator app's code, it can be used again at once (a code counts once per 30 s).
import { generate } from 'otplib';
import type { TestBrowser } from './browser';
import { TestAuthenticator } from './test-authenticator';
import type { FactorOverview, FactorProof } from '../../../core/second-factor';

/** The software passkey each test user enrolled through these helpers, by user id. */
const authenticators = new Map<string, TestAuthenticator>();

/** The code an authenticator app shows for `secret` now (or at `epoch`, in seconds): for integration and e2e tests. */
export const totpCode = (secret: string, epoch?: number): Promise<string> => generate({ secret, ...(epoch === undefined ? {} : { epoch }) });

async function dataOf<T>(res: Response, what: string): Promise<T> {
  if (res.status >= 300) throw new Error(`${what} failed with ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const userIdOf = async (browser: TestBrowser) => (await dataOf<{ id: string }>(await browser.request('/api/auth/me'), 'GET /api/auth/me')).id;

/** Enrols a new software passkey for the browser's user (who must be stepped up if they already have a factor). */
export async function enrolPasskey(browser: TestBrowser, origin: string): Promise<{ authenticator: TestAuthenticator; recoveryCodes: string[] | null }> {
  const authenticator = new TestAuthenticator();
  const options = await dataOf<Parameters<TestAuthenticator['register']>[0]>(await browser.postJson('/api/auth/factors/passkey/options', {}), 'passkey options');
  const enrolled = await dataOf<{ recovery_codes: string[] | null }>(
    await browser.postJson('/api/auth/factors/passkey', { response: authenticator.register(options, origin), label: 'Llave de prueba' }),
    'passkey enrolment',
  );
  authenticators.set(await userIdOf(browser), authenticator);
  return { authenticator, recoveryCodes: enrolled.recovery_codes };
}

/** The software passkey these helpers enrolled for the browser's user, if any. */
export const testAuthenticatorOf = async (browser: TestBrowser): Promise<TestAuthenticator | undefined> => authenticators.get(await userIdOf(browser));

/** A passkey's answer to the options `optionsPath` hands out (step-up's or the sign-in's). */
export async function passkeyProof(browser: TestBrowser, authenticator: TestAuthenticator, origin: string, optionsPath: string): Promise<FactorProof> {
  const options = await dataOf<Parameters<TestAuthenticator['assert']>[0]>(await browser.postJson(optionsPath, {}), optionsPath);
  return { method: 'passkey', response: authenticator.assert(options, origin) as unknown as Extract<FactorProof, { method: 'passkey' }>['response'] };
}

/** Leaves `browser`'s session with a second factor proved just now, as a protected action needs (enrolling a passkey when the user has no factor). */
export async function stepUp(browser: TestBrowser): Promise<void> {
  const origin = browser.origin;
  const overview = await dataOf<FactorOverview>(await browser.request('/api/auth/factors'), 'GET /api/auth/factors');
  let authenticator = authenticators.get(await userIdOf(browser));
  if (!authenticator) {
    if (overview.factors.length > 0) throw new Error('stepUp: the user has a factor these helpers did not enrol; prove it yourself');
    authenticator = (await enrolPasskey(browser, origin)).authenticator;
  }
  await dataOf(await browser.postJson('/api/auth/step-up', await passkeyProof(browser, authenticator, origin, '/api/auth/step-up/passkey-options')), 'step-up');
}
