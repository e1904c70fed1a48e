// An admin's lists on a tablet held upright (820x1180): the sidebar leaves them ~540px, too narrow for
// their tables, whose last columns (status, actions) were cut off behind a sideways scroll. They show
// as cards there, everything in sight; held sideways (this project's 1024px) they stay tables.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo } from './support/login';
import { expectNoSidewaysScroll } from './support/overflow';

const LISTS = [
  { path: '/dashboard/projects', cards: 'Proyectos de inversión' },
  { path: '/dashboard/investments?admin=true', cards: 'Todas las Inversiones' },
  { path: '/dashboard/investors', cards: 'Inversores Verificados' },
  { path: '/dashboard/users', cards: 'Usuarios registrados' },
  { path: '/dashboard/audit', cards: 'Registro de auditoría' },
] as const;

test.describe('upright tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('shows every admin list as cards, nothing cut off', async ({ page }) => {
    await loginAsDemo(page, 'admin');
    for (const { path, cards } of LISTS) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: cards }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto('/dashboard/projects');
    await expect(page.getByRole('list', { name: 'Proyectos de inversión' }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('keeps the tables on a tablet held sideways', async ({ page }) => {
  await loginAsDemo(page, 'admin');
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('table', { name: 'Proyectos de inversión' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Proyectos de inversión' })).toHaveCount(0);
});
