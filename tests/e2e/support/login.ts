import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../bff/demo/credentials';
export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/api/auth/login');
  await page.waitForURL(/\/user-login\?(.*&)?uid=/);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/auth/signin', { data: { email, password }, headers: { origin } });
  const { data } = await res.json();
  await page.goto(data.redirectTo);
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
export function loginAsDemo(page: Page, account: DemoAccountName): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[account];
  return loginAs(page, email, password);
}
