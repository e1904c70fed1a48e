import { describe, expect, it } from 'vitest';
import { hostMatches, resolveDomainId, type BrandKey } from './brand-resolution';

const brands: BrandKey[] = [
  { domainId: 1, platform: 'tokenia', hosts: ['tokenia.es', 'www.tokenia.es'] },
  { domainId: 2, platform: 'hispaxtoken', hosts: ['tokenapp.hispax.com', '.hispax.es'] },
];

describe('resolveDomainId', () => {
  it('prefers the platform query parameter over everything else', () => {
    expect(resolveDomainId(brands, { platformParam: 'hispaxtoken', storedPlatform: 'tokenia', host: 'tokenia.es' })).toBe(2);
  });
  it('uses the stored preference when there is no parameter', () => {
    expect(resolveDomainId(brands, { storedPlatform: 'HispaxToken', host: 'tokenia.es' })).toBe(2);
  });
  it('ignores unknown platform values and falls through to the host', () => {
    expect(resolveDomainId(brands, { platformParam: 'nope', host: 'tokenapp.hispax.com' })).toBe(2);
  });
  it('matches the host without its port', () => {
    expect(resolveDomainId(brands, { host: 'tokenapp.hispax.com:443' })).toBe(2);
  });
  it('falls back to the default brand', () => {
    expect(resolveDomainId(brands, { host: 'localhost:3000' })).toBe(1);
    expect(resolveDomainId(brands, {})).toBe(1);
  });
});

describe('hostMatches', () => {
  it('matches exact names case-insensitively', () => {
    expect(hostMatches('WWW.Tokenia.es', 'www.tokenia.es')).toBe(true);
    expect(hostMatches('evil-tokenia.es', 'tokenia.es')).toBe(false);
  });
  it('treats a leading dot as "this domain and its sub-domains"', () => {
    expect(hostMatches('app.hispax.es', '.hispax.es')).toBe(true);
    expect(hostMatches('hispax.es', '.hispax.es')).toBe(true);
    expect(hostMatches('nothispax.es', '.hispax.es')).toBe(false);
  });
});
