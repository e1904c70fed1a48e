// The prerender (web/build/prerender.tsx) marks the root element with what it rendered: the path, the
// language and the brand (filled in by the BFF). The BFF serves the variant this visit asks for, so the
// browser normally hydrates it; when its own pick still differs (storage the server cannot see), it
// renders afresh instead of a hydration mismatch.
import * as v from 'valibot';
import { BrandSchema, type Brand } from '../../core/brand';

export interface PrerenderedVisit {
  path: string;
  language: string;
  platform: string;
}

export const PRERENDER_ATTRIBUTES = {
  path: 'data-prerendered-path',
  language: 'data-prerendered-language',
  platform: 'data-prerendered-platform',
  /** The whole brand as JSON, filled in by the BFF (core/prerender-brand.ts); read by web/shell/brand.ts. */
  brand: 'data-prerendered-brand',
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

/**
 * The brand the BFF wrote into a prerendered page for this request. Unused when this visit asks for
 * another platform than the page was served in (a stored choice the server could not see): the app then
 * starts from its own pick and renders afresh, as before.
 */
export function servedBrand(container: Element | null, requestedPlatform: string | null): Brand | undefined {
  const raw = container?.getAttribute(PRERENDER_ATTRIBUTES.brand);
  if (!raw) return undefined;
  let parsed;
  try {
    parsed = v.safeParse(BrandSchema, JSON.parse(raw));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  return requestedPlatform === null || requestedPlatform === parsed.output.platform ? parsed.output : undefined;
}
