import { describe, expect, it } from 'vitest';
import { adminMenu, adminMenuTitle, userMenu, type Where } from './nav-items';

const at = (url: string): Where => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return { pathname, search };
};
const activeIds = (items: { id: string; active: boolean }[]) => items.filter((i) => i.active).map((i) => i.id);

describe('user menu', () => {
  it('offers account verification only until KYC is ok', () => {
    expect(userMenu({ kyc_status: 'no' }, at('/dashboard')).map((i) => i.id)).toEqual(['opportunities', 'investments', 'kyc']);
    expect(userMenu({ kyc_status: 'process' }, at('/dashboard')).map((i) => i.id)).toContain('kyc');
    expect(userMenu({ kyc_status: 'ok' }, at('/dashboard')).map((i) => i.id)).toEqual(['opportunities', 'investments']);
  });

  it('marks opportunities only on the dashboard index', () => {
    expect(activeIds(userMenu({ kyc_status: 'ok' }, at('/dashboard/')))).toEqual(['opportunities']);
    expect(activeIds(userMenu({ kyc_status: 'ok' }, at('/dashboard/users')))).toEqual([]);
  });

  it('marks the own investments, not the admin listing', () => {
    expect(activeIds(userMenu({ kyc_status: 'no' }, at('/dashboard/investments/42')))).toEqual(['investments']);
    expect(activeIds(userMenu({ kyc_status: 'no' }, at('/dashboard/investments?admin=true')))).toEqual([]);
    expect(activeIds(userMenu({ kyc_status: 'no' }, at('/dashboard/kyc-verification')))).toEqual(['kyc']);
  });
});

const admin = { is_admin: true, is_erir: false };
const erir = { is_admin: false, is_erir: true };
const investor = { is_admin: false, is_erir: false };

describe('admin menu', () => {
  it('gives admins every entry, ERIR users only Aprobaciones and Inversores under their own heading, investors nothing', () => {
    expect(adminMenu(admin, at('/dashboard')).map((i) => i.id)).toEqual(['projects', 'all-investments', 'approvals', 'investors', 'users', 'audit', 'chain']);
    expect(adminMenu(erir, at('/dashboard')).map((i) => i.id)).toEqual(['approvals', 'investors']);
    expect(adminMenu(investor, at('/dashboard'))).toEqual([]);
    expect(adminMenuTitle(admin)).toBe('dashboard.menu.admin');
    expect(adminMenuTitle({ is_admin: true, is_erir: true })).toBe('dashboard.menu.admin');
    expect(adminMenuTitle(erir)).toBe('role.erir');
    expect(activeIds(adminMenu(erir, at('/dashboard/investors?q=ana')))).toEqual(['investors']);
  });

  it('counts the requests waiting on Aprobaciones only', () => {
    const items = adminMenu(erir, at('/dashboard/approvals'), 3);
    expect(items.map((i) => [i.id, i.count, i.active])).toEqual([
      ['approvals', 3, true],
      ['investors', undefined, false],
    ]);
  });

  it('keeps Proyectos active for every path under /dashboard/projects', () => {
    for (const url of ['/dashboard/projects', '/dashboard/projects/new', '/dashboard/projects/7', '/dashboard/projects/7/view']) {
      expect(activeIds(adminMenu(admin, at(url)))).toEqual(['projects']);
    }
  });

  it('marks the admin investment listing by its query', () => {
    expect(activeIds(adminMenu(admin, at('/dashboard/investments?admin=true')))).toEqual(['all-investments']);
    expect(activeIds(adminMenu(admin, at('/dashboard/investments')))).toEqual([]);
  });

  it('matches whole segments', () => {
    expect(activeIds(adminMenu(admin, at('/dashboard/users')))).toEqual(['users']);
    expect(activeIds(adminMenu(admin, at('/dashboard/users-kyc/5')))).toEqual([]);
    expect(activeIds(adminMenu(admin, at('/dashboard/investors')))).toEqual(['investors']);
    expect(activeIds(adminMenu(admin, at('/dashboard/audit?action=project.block')))).toEqual(['audit']);
    expect(activeIds(adminMenu(admin, at('/dashboard/auditors')))).toEqual([]);
  });
});
