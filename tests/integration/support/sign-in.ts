// A TestBrowser signed in as the given user through the real OIDC flow (login page → signin → callback),
// against a test app or any running server (the bench signs in this way too). An account with a second
// factor answers the sign-in's second step with `secondStep` (see passkeySignInStep, or a code's body).
import { TestBrowser } from './browser';
import type { TestApp } from './test-app';
import type { TestAuthenticator } from './test-authenticator';
import { passkeyProof } from './second-factor';
import type { FactorProof, SecondFactorChallenge } from '../../../core/second-factor';

/** The body of POST /api/auth/signin/factor, given the methods the challenge offered. */
export type SecondStep = (browser: TestBrowser, methods: SecondFactorChallenge['second_factor']['methods']) => Promise<FactorProof>;

/** The second step answered with a software passkey. */
export const passkeySignInStep =
  (authenticator: TestAuthenticator): SecondStep =>
  (browser) =>
    passkeyProof(browser, authenticator, browser.origin, '/api/auth/signin/passkey-options');

export async function signedInBrowser(app: Pick<TestApp, 'url'>, user: { email: string; password: string }, secondStep?: SecondStep): Promise<TestBrowser> {
  const browser = new TestBrowser(app.url);
  await browser.navigate('/api/auth/login');
  const res = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in of ${user.email} failed with ${res.status}: ${await res.text()}`);
  let { data } = (await res.json()) as { data: { redirectTo: string } | SecondFactorChallenge };
  if ('second_factor' in data) {
    if (!secondStep) throw new Error(`sign-in of ${user.email} asks for a second factor (${data.second_factor.methods.join(', ')}): pass a secondStep`);
    const answered = await browser.postJson('/api/auth/signin/factor', await secondStep(browser, data.second_factor.methods));
    if (answered.status !== 200) throw new Error(`second step of ${user.email} failed with ${answered.status}: ${await answered.text()}`);
    data = ((await answered.json()) as { data: { redirectTo: string } }).data;
  }
  await browser.navigate(data.redirectTo);
  return browser;
}
