import { describe, expect, it } from 'vitest';
import { homeRedirectTarget } from './home-redirect';

const base = {
  mainSiteHosts: ['tokenia.es', 'www.tokenia.es'],
  partnerHosts: ['tokenapp.hispax.com'],
  partnerPlatform: 'hispaxtoken',
  platformParam: null,
};

describe('homeRedirectTarget', () => {
  it('keeps visitors of the main site and of local development on the home page', () => {
    expect(homeRedirectTarget({ ...base, host: 'tokenia.es' })).toBeNull();
    expect(homeRedirectTarget({ ...base, host: 'WWW.TOKENIA.ES' })).toBeNull();
    expect(homeRedirectTarget({ ...base, host: 'localhost:5173' })).toBeNull();
    expect(homeRedirectTarget({ ...base, host: '127.0.0.1:3000' })).toBeNull();
  });
  it('sends the partner host to the login page with its platform', () => {
    expect(homeRedirectTarget({ ...base, host: 'tokenapp.hispax.com' })).toBe('/user-login?platform=hispaxtoken');
  });
  it('sends any visit with a platform parameter to the login page, keeping it', () => {
    expect(homeRedirectTarget({ ...base, host: 'tokenia.es', platformParam: 'hispaxtoken' })).toBe('/user-login?platform=hispaxtoken');
    expect(homeRedirectTarget({ ...base, host: 'localhost:3000', platformParam: 'tokenia' })).toBe('/user-login?platform=tokenia');
  });
  it('sends other hosts (placeholder partner brands) to the login page', () => {
    expect(homeRedirectTarget({ ...base, host: 'app.partner-bank.example' })).toBe('/user-login');
    expect(homeRedirectTarget({ ...base, host: 'tokenia.es.evil.example' })).toBe('/user-login');
  });
});
