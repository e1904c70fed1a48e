import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language-choice';

// The BFF picks a prerendered page's language with the browser's own rule: the cookie stands for the
// stored choice and Accept-Language (by quality, as Koa orders it) for the browser's languages.
describe('pickLanguage as the BFF uses it', () => {
  it('prefers the remembered choice over Accept-Language', () => {
    expect(pickLanguage({ stored: 'en', browser: ['es-ES', 'es'], page: null })).toBe('en');
    expect(pickLanguage({ stored: 'es', browser: ['en-GB'], page: null })).toBe('es');
  });

  it('takes the first supported language of Accept-Language, else Spanish', () => {
    expect(pickLanguage({ stored: undefined, browser: ['fr-FR', 'en-US', 'es'], page: null })).toBe('en');
    expect(pickLanguage({ stored: 'xx', browser: ['*'], page: null })).toBe('es');
    expect(pickLanguage({ stored: undefined, browser: [], page: undefined })).toBe('es');
  });
});
