// A new investor of their own for a test that changes KYC state: signed up and verified through the
// real API and e-mail, then signed in, so tests never share (or use up) a demo account's application.
import { test, type Page } from '@playwright/test';
import { loginAs } from './login';
import { linkFromMail, VERIFY_SUBJECT } from './mail';

export const NEW_INVESTOR_PASSWORD = 'Una-Clave-De-Prueba-1';

export async function signUpNewInvestor(page: Page, label: string): Promise<string> {
  const email = `e2e-${label}-${Date.now()}@example.com`;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const answer = await page.request.post('/api/auth/signup', { data: { email, password: NEW_INVESTOR_PASSWORD, domainId: 1 }, headers: { origin } });
  if (!answer.ok()) throw new Error(`sign-up failed: ${answer.status()} ${await answer.text()}`);
  await page.goto(await linkFromMail(page, email, VERIFY_SUBJECT, '/api/auth/verify-email'));
  // The link lands on the login page, which starts a sign-in by itself (a navigation to ?uid=): a
  // navigation of ours started before that one ends is aborted by it, so wait for it.
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  await loginAs(page, email, NEW_INVESTOR_PASSWORD);
  return email;
}
