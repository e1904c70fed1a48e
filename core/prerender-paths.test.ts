import { describe, expect, it } from 'vitest';
import { prerenderFileName } from './prerender-paths';

describe('prerenderFileName', () => {
  it('names the home page index and other pages by their path', () => {
    expect(prerenderFileName('/')).toBe('index.html');
    expect(prerenderFileName('/aviso-legal')).toBe('aviso-legal.html');
    expect(prerenderFileName('/aviso-legal/')).toBe('aviso-legal.html');
  });

  it('refuses nested, dotted or encoded paths, so no request can reach another file', () => {
    expect(prerenderFileName('/dashboard/projects')).toBeNull();
    expect(prerenderFileName('/../secret')).toBeNull();
    expect(prerenderFileName('/a%2Fb')).toBeNull();
    expect(prerenderFileName('/index.html')).toBeNull();
  });
});
