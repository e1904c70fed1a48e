// The prerender (web/build/prerender.tsx) marks the root element with the path, language and brand it
// rendered (the brand filled in by the BFF). The BFF serves the variant this visit asks for, so the
// browser normally hydrates it; when its own pick still differs (storage the server cannot see), it
// renders afresh instead of a hydration mismatch.
import * as v from 'valibot';
import { BrandSchema, type Brand } from '../../core/brand';

export function matchesPrerender(container: Element, visit: { path: string; language: string; platform: string }): boolean {
  const path = container.getAttribute('data-prerendered-path');
  if (path === null || !container.hasChildNodes()) return false;
  const normalise = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return (
    normalise(path) === normalise(visit.path) &&
    container.getAttribute('data-prerendered-language') === visit.language &&
    container.getAttribute('data-prerendered-platform') === visit.platform
  );
}

/** The brand the BFF wrote into the page, unless this visit asks for another platform (a stored choice the server could not see). */
export function servedBrand(container: Element | null, requestedPlatform: string | null): Brand | undefined {
  const raw = container?.getAttribute('data-prerendered-brand');
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
