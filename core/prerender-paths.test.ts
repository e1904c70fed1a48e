import { describe, expect, it } from 'vitest';
import { MEMBERS_SKELETON_FILE, PROJECT_SKELETON_FILE, prerenderFallbackFiles, prerenderFileName, prerenderFits } from './prerender-paths';

describe('prerenderFileName', () => {
  it('names the home page index and other pages by their path', () => {
    expect(prerenderFileName('/')).toBe('index.html');
    expect(prerenderFileName('/aviso-legal')).toBe('aviso-legal.html');
    expect(prerenderFileName('/aviso-legal/')).toBe('aviso-legal.html');
  });

  it('names a nested page by its folders', () => {
    expect(prerenderFileName('/dashboard/kyc-verification')).toBe('dashboard/kyc-verification.html');
    expect(prerenderFileName('/dashboard/kyc-verification/')).toBe('dashboard/kyc-verification.html');
  });

  it('refuses dotted, encoded or empty-segment paths, so no request can reach another file', () => {
    expect(prerenderFileName('/../secret')).toBeNull();
    expect(prerenderFileName('/dashboard/../secret')).toBeNull();
    expect(prerenderFileName('/dashboard//kyc')).toBeNull();
    expect(prerenderFileName('/dashboard/.hidden')).toBeNull();
    expect(prerenderFileName('/a%2Fb')).toBeNull();
    expect(prerenderFileName('/index.html')).toBeNull();
  });
});

describe('prerenderFits', () => {
  const fits = (path: string, query: string) => prerenderFits(path, new URLSearchParams(query));

  it('serves the login page as its form only once the sign-in has started and there is nothing to tell', () => {
    expect(fits('/user-login', 'uid=abc&platform=hispaxtoken')).toBe(true);
    expect(fits('/user-login/', 'uid=abc')).toBe(true);
    expect(fits('/user-login', '')).toBe(false);
    expect(fits('/user-login', 'uid=')).toBe(false);
    expect(fits('/user-login', 'error=login_failed')).toBe(false);
    expect(fits('/user-login', 'uid=abc&notice=login_failed')).toBe(false);
    expect(fits('/user-login', 'uid=abc&notice=verified')).toBe(false);
  });

  it('serves the investments with the own list\'s heading unless the address asks for every investment', () => {
    expect(fits('/dashboard/investments', '')).toBe(true);
    expect(fits('/dashboard/investments/', 'admin=false')).toBe(true);
    expect(fits('/dashboard/investments', 'admin=true')).toBe(false);
    expect(fits('/dashboard/investments', 'status=review&admin=true')).toBe(false);
  });

  it('serves any other page whatever its query', () => {
    expect(fits('/', 'platform=hispaxtoken')).toBe(true);
    expect(fits('/dashboard', 'notice=login_failed')).toBe(true);
  });
});

describe('prerenderFallbackFiles', () => {
  it("gives a project's page its own skeleton, then the members' skeleton", () => {
    expect(prerenderFallbackFiles('/dashboard/projects/1a639cb2-e124-42b3-b656-f78246214842/view')).toEqual([PROJECT_SKELETON_FILE, MEMBERS_SKELETON_FILE]);
  });

  it("gives every other members' screen the members' skeleton, and nothing else a fallback", () => {
    for (const path of ['/dashboard/investments', '/dashboard/projects/new', '/dashboard/projects/1a639cb2/edit', '/dashboard/users-kyc']) {
      expect(prerenderFallbackFiles(path), path).toEqual([MEMBERS_SKELETON_FILE]);
    }
    for (const path of ['/servicios', '/user-login', '/dashboard-extra']) expect(prerenderFallbackFiles(path), path).toEqual([]);
  });

  it('are names no address maps to', () => {
    expect(prerenderFileName('/dashboard/_screen')).toBeNull();
    expect(prerenderFileName('/dashboard/_project')).toBeNull();
    expect(MEMBERS_SKELETON_FILE).not.toBe(prerenderFileName('/dashboard/screen'));
    expect(PROJECT_SKELETON_FILE).not.toBe(prerenderFileName('/dashboard/project'));
  });
});
