import { describe, expect, it } from 'vitest';
import { readSidebarExpanded, sidebarCookie } from './sidebar-state';

describe('sidebar state cookie', () => {
  it('starts expanded without a cookie or with any value but false', () => {
    expect(readSidebarExpanded('')).toBe(true);
    expect(readSidebarExpanded('language=es; sidebar_state=true')).toBe(true);
  });

  it('reads the collapsed state among other cookies', () => {
    expect(readSidebarExpanded('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarExpanded('my_sidebar_state=false')).toBe(true);
  });

  it('writes a cookie that lasts seven days for the whole site', () => {
    expect(sidebarCookie(false, false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax');
    expect(sidebarCookie(true, true)).toContain('; Secure');
  });
});
