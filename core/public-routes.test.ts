import { describe, expect, it } from 'vitest';
import { PUBLIC_ALIASES, PUBLIC_PAGES, sitemapPaths } from './public-routes';

describe('public routes', () => {
  it('lists each brand its own company page and every public page once', () => {
    expect(sitemapPaths(1)).toContain('/tokenia');
    expect(sitemapPaths(2)).toContain('/hispax');
    expect(sitemapPaths(2)).not.toContain('/tokenia');
    expect(new Set(sitemapPaths(1)).size).toBe(sitemapPaths(1).length);
  });

  it('points the KYC questionnaire spellings at the privacy policy and the terms', () => {
    expect(PUBLIC_PAGES[PUBLIC_ALIASES['/politica-privacidad']!]).toBe('/politica-de-privacidad');
    expect(PUBLIC_PAGES[PUBLIC_ALIASES['/terminos-condiciones']!]).toBe('/terminos-y-condiciones');
  });

});
