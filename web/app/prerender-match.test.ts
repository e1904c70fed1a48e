import { describe, expect, it } from 'vitest';
import { matchesPrerender, PRERENDER_ATTRIBUTES } from './prerender-match';

/** A stand-in for the root element: only what matchesPrerender reads. */
function rootElement(attributes: Record<string, string>, hasContent = true): Element {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasChildNodes: () => hasContent,
  } as unknown as Element;
}

const prerendered = {
  [PRERENDER_ATTRIBUTES.path]: '/servicios',
  [PRERENDER_ATTRIBUTES.language]: 'es',
  [PRERENDER_ATTRIBUTES.platform]: 'tokenia',
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
