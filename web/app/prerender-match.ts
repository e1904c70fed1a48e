// The prerenderer (scripts/prerender.mjs) marks the root element with what it rendered: the path, the
// language and the brand. The browser hydrates that HTML only when this visit would render the same;
// a visitor in English or on another brand gets a fresh render instead of a hydration mismatch.
export interface PrerenderedVisit {
  path: string;
  language: string;
  platform: string;
}

export const PRERENDER_ATTRIBUTES = {
  path: 'data-prerendered-path',
  language: 'data-prerendered-language',
  platform: 'data-prerendered-platform',
} as const;

export function matchesPrerender(container: Element, visit: PrerenderedVisit): boolean {
  const path = container.getAttribute(PRERENDER_ATTRIBUTES.path);
  if (path === null || !container.hasChildNodes()) return false;
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return (
    normalise(path) === normalise(visit.path) &&
    container.getAttribute(PRERENDER_ATTRIBUTES.language) === visit.language &&
    container.getAttribute(PRERENDER_ATTRIBUTES.platform) === visit.platform
  );
}
