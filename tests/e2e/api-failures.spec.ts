// What the screens say when the server's answer cannot be used (spec 000 §8, spec 001 §8), on a phone:
// the signed-in user's profile refused by a failing server ("Server responded with status"), and the
// users list answered with a page that is not JSON ("Expected JSON response") or a gateway's error
// ("Server error: {status} {text}"). Each answer is made by the test (page.route), so it is certain.
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../bff/demo/credentials';
import { loginAsDemo } from './support/login';

test('a server failing to give the profile is shown with its status, and the dashboard opens once it answers', async ({ page }) => {
  await loginAsDemo(page, 'investor');
  await page.route('**/api/auth/me', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }));
  await page.goto('/dashboard');
  // Not sent to the login page: the session is fine, the server is not.
  await expect(page.getByRole('alert')).toHaveText('Server responded with status 503 Service Unavailable');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.screenshot({ path: '/tmp/spec-profile-fault-phone.png' });

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oportunidades');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the users list says when its answer is not JSON, or a gateway refused it', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.route('**/api/users?*', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Portal</title>' }));
  await page.goto('/dashboard/users');
  await expect(page.getByRole('alert')).toHaveText('Error al cargar los usuarios: Expected JSON response');
  await page.screenshot({ path: '/tmp/spec-users-not-json-phone.png' });

  await page.unrouteAll();
  await page.route('**/api/users?*', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Error al cargar los usuarios: Server error: 502 Bad Gateway');

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByText(DEMO_ACCOUNTS.investor.email).first()).toBeVisible();
});
