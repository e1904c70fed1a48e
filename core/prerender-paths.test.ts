import { describe, expect, it } from 'vitest';
import { prerenderFileName } from './prerender-paths';

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
