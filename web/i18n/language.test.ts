import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('prefers the stored choice', () => {
    expect(pickLanguage({ stored: 'en', browser: ['es-ES'], page: 'es' })).toBe('en');
  });

  it('ignores an unsupported stored value and follows the browser', () => {
    expect(pickLanguage({ stored: 'fr', browser: ['en-US', 'es'], page: 'es' })).toBe('en');
    expect(pickLanguage({ stored: null, browser: ['de-DE', 'es-MX'], page: 'en' })).toBe('es');
  });

  it('falls back to the page language, then Spanish', () => {
    expect(pickLanguage({ stored: null, browser: ['de'], page: 'en' })).toBe('en');
    expect(pickLanguage({ stored: null, browser: [], page: null })).toBe('es');
  });
});
