import { describe, expect, it } from 'vitest';
import type { Brand } from '../../core/brand';
import { matchesPrerender, servedBrand } from './prerender-match';

/** A stand-in for the root element: only what matchesPrerender reads. */
function rootElement(attributes: Record<string, string>, hasContent = true): Element {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasChildNodes: () => hasContent,
  } as unknown as Element;
}

const prerendered = {
  'data-prerendered-path': '/servicios',
  'data-prerendered-language': 'es',
  'data-prerendered-platform': 'tokenia',
};

describe('matchesPrerender', () => {
  it('hydrates the same page, language and brand, with or without a trailing slash', () => {
    expect(matchesPrerender(rootElement(prerendered), { path: '/servicios', language: 'es', platform: 'tokenia' })).toBe(true);
    expect(matchesPrerender(rootElement(prerendered), { path: '/servicios/', language: 'es', platform: 'tokenia' })).toBe(true);
  });

  it('renders afresh for another language, brand or page', () => {
    expect(matchesPrerender(rootElement(prerendered), { path: '/servicios', language: 'en', platform: 'tokenia' })).toBe(false);
    expect(matchesPrerender(rootElement(prerendered), { path: '/servicios', language: 'es', platform: 'hispaxtoken' })).toBe(false);
    expect(matchesPrerender(rootElement(prerendered), { path: '/contacto', language: 'es', platform: 'tokenia' })).toBe(false);
  });

  it('renders afresh when nothing was prerendered', () => {
    expect(matchesPrerender(rootElement({}), { path: '/', language: 'es', platform: 'tokenia' })).toBe(false);
    expect(matchesPrerender(rootElement(prerendered, false), { path: '/servicios', language: 'es', platform: 'tokenia' })).toBe(false);
  });
});

const hispax: Brand = {
  domainId: 2,
  platform: 'hispaxtoken',
  name: 'Hispax',
  logoPath: '/brands/hispax.svg',
  colors: { primary: '#000000', primaryContrast: '#FFFFFF', accent: '#111111', dark: '#222222' },
  legal: { legalName: 'Hispax, S.A.', taxId: 'A-1', address: 'Calle 1', phone: '+34 1', contactEmail: 'hola@hispax.com' },
  social: { linkedin: 'https://www.linkedin.com/company/hispax', twitter: 'https://x.com/hispax' },
};
const servedHispax = rootElement({ 'data-prerendered-brand': JSON.stringify(hispax) });

describe('servedBrand', () => {
  it('starts from the brand the page was served in when the visit asks for none or for the same', () => {
    expect(servedBrand(servedHispax, null)).toEqual(hispax);
    expect(servedBrand(servedHispax, 'hispaxtoken')).toEqual(hispax);
  });

  it('leaves it when the visit asks for another platform (the app then renders its own pick afresh)', () => {
    expect(servedBrand(servedHispax, 'tokenia')).toBeUndefined();
  });

  it('ignores a page without a brand, or with one that is not a valid brand', () => {
    expect(servedBrand(null, null)).toBeUndefined();
    expect(servedBrand(rootElement({}), null)).toBeUndefined();
    expect(servedBrand(rootElement({ 'data-prerendered-brand': 'brand-slot-json-end' }), null)).toBeUndefined();
    expect(servedBrand(rootElement({ 'data-prerendered-brand': JSON.stringify({ ...hispax, logoPath: 'x' }) }), null)).toBeUndefined();
  });
});
