// A TestBrowser signed in as the given user through the real OIDC flow (login page → signin → callback),
// against a test app or any running server (the bench signs in this way too).
import { TestBrowser } from './browser';
import type { TestApp } from './test-app';

export async function signedInBrowser(app: Pick<TestApp, 'url'>, user: { email: string; password: string }): Promise<TestBrowser> {
  const browser = new TestBrowser(app.url);
  await browser.navigate('/api/auth/login');
  const res = await browser.postJson('/api/auth/signin', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in of ${user.email} failed with ${res.status}: ${await res.text()}`);
  const { data } = (await res.json()) as { data: { redirectTo: string } };
  await browser.navigate(data.redirectTo);
  return browser;
}
