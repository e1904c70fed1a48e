import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCodeOf, countryOptions, displayCountry, storedCountryName } from './countries';

describe('the country list', () => {
  it('has the 249 ISO 3166-1 codes, each named in both languages', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const language of ['es', 'en'] as const) {
      const options = countryOptions(language);
      expect(options).toHaveLength(249);
      expect(options.every((c) => c.name && c.name !== c.code)).toBe(true);
    }
  });

  it('sorts by the reader’s language and stores the Spanish name', () => {
    const es = countryOptions('es').map((c) => c.name);
    expect(es.indexOf('Alemania')).toBeLessThan(es.indexOf('España'));
    expect(storedCountryName('DE')).toBe('Alemania');
    expect(countryOptions('en').find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it('finds the code of a stored name in either language, and shows it in the reader’s', () => {
    expect(countryCodeOf('España')).toBe('ES');
    expect(countryCodeOf('españa')).toBe('ES');
    expect(countryCodeOf('Spain')).toBe('ES');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(displayCountry('España', 'en')).toBe('Spain');
    expect(displayCountry('Atlantis', 'en')).toBe('Atlantis');
    expect(displayCountry(null, 'es')).toBeNull();
  });

  it('finds every country back from its name in each language', () => {
    for (const language of ['es', 'en'] as const) {
      for (const { code, name } of countryOptions(language)) expect(countryCodeOf(`  ${name.toUpperCase()} `)).toBe(code);
    }
  });
});
