// The pages the build writes and the addresses each answers (what the BFF reads from pages.json).
import { describe, expect, it } from 'vitest';
import { COMPANY_PAGES, PUBLIC_ALIASES, PUBLIC_PAGES } from '../../core/public-routes';
import { servedPageFits } from '../../core/prerender-paths';
import { prerenderedPages } from './prerender';

const pages = prerenderedPages();

/** The files the BFF may send for an address, in the order it tries them. */
function servedFor(address: string): string[] {
  const url = new URL(address, 'http://localhost');
  return pages.filter((page) => new RegExp(page.path).test(url.pathname) && servedPageFits(page, url.searchParams)).map((page) => page.file);
}

describe('prerendered pages', () => {
  it('gives every public address a hydrated page of its own', () => {
    const paths = [...Object.values(PUBLIC_PAGES), ...Object.values(COMPANY_PAGES), ...Object.keys(PUBLIC_ALIASES)];
    const files = paths.map((path) => servedFor(path));
    for (const served of files) expect(served).toHaveLength(1);
    expect(new Set(files.flat()).size).toBe(paths.length);
    expect(servedFor('/aviso-legal/')).toEqual(['aviso-legal.html']);
    expect(pages.find((page) => page.file === 'index.html')?.kind).toBe('site');
  });

  it('serves the login page as its form only once the sign-in has started and there is nothing to tell', () => {
    expect(servedFor('/user-login?uid=abc')).toEqual(['user-login.html']);
    expect(servedFor('/user-login')).toEqual([]);
    expect(servedFor('/user-login?uid=abc&notice=login_expired')).toEqual([]);
  });

  it("serves the members' headings, the skeleton everywhere else in the members' area, and nothing for made-up addresses", () => {
    expect(servedFor('/dashboard')).toEqual(['dashboard.html', 'dashboard/_screen.html']);
    expect(servedFor('/dashboard/kyc-verification')).toEqual(['dashboard/kyc-verification.html', 'dashboard/_screen.html']);
    expect(servedFor('/dashboard/investments')).toEqual(['dashboard/investments.html', 'dashboard/_screen.html']);
    expect(servedFor('/dashboard/projects')).toEqual(['dashboard/projects.html', 'dashboard/_screen.html']);
    expect(servedFor('/dashboard/projects/new')).toEqual(['dashboard/_screen.html']);
    // Every investment's heading depends on the role.
    expect(servedFor('/dashboard/investments?admin=true')).toEqual(['dashboard/_screen.html']);
    expect(servedFor('/dashboard/users')).toEqual(['dashboard/_screen.html']);
    expect(servedFor('/dashboard/projects/p1/view')).toEqual(['dashboard/_project-preview.html', 'dashboard/_screen.html']);
    expect(servedFor('/nothing.php')).toEqual([]);
    expect(servedFor('/dashboardx')).toEqual([]);
  });

  it("never hydrates a members' page", () => {
    for (const page of pages.filter((candidate) => candidate.file.startsWith('dashboard'))) expect(page.kind).toBe('members');
  });
});
