import { describe, expect, it } from 'vitest';
import { COMPANY_PAGES, PUBLIC_ALIASES, PUBLIC_PAGES, sitemapPaths } from './public-routes';
import { prerenderFileName } from './prerender-paths';

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

  it('gives every address a prerender file of its own', () => {
    const paths = [...Object.values(PUBLIC_PAGES), ...Object.values(COMPANY_PAGES), ...Object.keys(PUBLIC_ALIASES)];
    const files = paths.map(prerenderFileName);
    expect(files).not.toContain(null);
    expect(new Set(files).size).toBe(paths.length);
  });
});
