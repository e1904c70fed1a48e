import { describe, expect, it } from 'vitest';
import { createOrigins } from './origins';

const brandHosts = { 1: ['tokenia.es', 'www.tokenia.es', '.tokenia.dev'], 2: ['tokenapp.hispax.com'] } as const;
const production = createOrigins({ env: 'production', publicUrl: 'https://tokenia.es', port: 3000, brandHosts: { 1: [...brandHosts[1]], 2: [...brandHosts[2]] } });
const development = createOrigins({ env: 'development', publicUrl: 'http://localhost:5173', port: 3000, brandHosts: { 1: [...brandHosts[1]], 2: [...brandHosts[2]] } });

describe('origins', () => {
  it('resolves only configured origins, with their scheme', () => {
    expect(production.resolve('https', 'tokenia.es')).toBe('https://tokenia.es');
    expect(production.resolve('https', 'TOKENAPP.hispax.com')).toBe('https://tokenapp.hispax.com');
    expect(production.resolve('http', 'tokenia.es')).toBeUndefined();
    expect(production.resolve('https', 'evil.example')).toBeUndefined();
    expect(production.resolve('https', 'sub.tokenia.dev')).toBeUndefined();
    expect(production.resolve('https', 'tokenia.es:8443')).toBeUndefined();
    expect(production.resolve('http', 'localhost:3000')).toBeUndefined();
  });

  it('refuses anything that is not a plain host', () => {
    for (const host of ['tokenia.es/x', 'user@tokenia.es', 'tokenia.es"><script>', '', 'tokenia.es#', 'a b']) {
      expect(production.resolve('https', host), host).toBeUndefined();
    }
    expect(production.resolve('javascript', 'tokenia.es')).toBeUndefined();
  });

  it("accepts loopback on the app's own PORT in development only, not another local service's port", () => {
    expect(development.resolve('http', 'localhost:3000')).toBe('http://localhost:3000');
    expect(development.resolve('http', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(development.resolve('http', '[::1]:3000')).toBe('http://[::1]:3000');
    expect(development.resolve('http', 'localhost:5173')).toBe('http://localhost:5173');
    expect(development.resolve('http', '127.0.0.1:5173')).toBeUndefined();
    expect(development.resolve('http', '127.0.0.1:3001')).toBeUndefined();
    expect(development.resolve('http', '127.0.0.2:3000')).toBeUndefined();
    expect(development.isTrusted('http://127.0.0.1:8080')).toBe(false);
  });

  it('names no loopback origin for PORT=0, and a default port as the URL writes it', () => {
    const anyPort = createOrigins({ env: 'test', publicUrl: undefined, port: 0, brandHosts: { 1: ['tokenia.es'], 2: [] } });
    expect(anyPort.resolve('http', '127.0.0.1:0')).toBeUndefined();
    const port80 = createOrigins({ env: 'test', publicUrl: undefined, port: 80, brandHosts: { 1: ['tokenia.es'], 2: [] } });
    expect(port80.resolve('http', 'localhost')).toBe('http://localhost');
  });

  it('gives pages of unknown hosts their brand canonical origin', () => {
    expect(production.fallbackFor('evil.example')).toBe('https://tokenia.es');
    expect(production.fallbackFor('tokenapp.hispax.com')).toBe('https://tokenapp.hispax.com');
    expect(production.fallbackFor('sub.tokenia.dev')).toBe('https://tokenia.es');
    expect(production.canonical(2)).toBe('https://tokenapp.hispax.com');
  });

  it("never points one brand's links at the other brand's host", () => {
    expect(production.servesBrand('https://tokenapp.hispax.com', 1)).toBe(false);
    expect(production.servesBrand('https://tokenapp.hispax.com', 2)).toBe(true);
    expect(development.servesBrand('http://localhost:3000', 2)).toBe(true);
  });
});
