// The brand a visitor came for (spec 000 §1): `?platform=hispaxtoken` in any URL is remembered, and the
// stored value travels with every API call so the BFF answers with that brand. It is mirrored into a
// cookie too, so page requests name it and the BFF serves the prerendered page in that brand.
import { PLATFORM_COOKIE } from '../../core/prerender-brand';
import { mirrorChoiceInCookie } from './choice-cookie';

export const PLATFORM_STORAGE_KEY = 'platform';

const fromUrl = (url: URL) => url.searchParams.get('platform')?.trim().toLowerCase() || null;

export function rememberPlatformFromUrl(url: URL = new URL(window.location.href)): void {
  const platform = fromUrl(url);
  if (platform) {
    try {
      localStorage.setItem(PLATFORM_STORAGE_KEY, platform);
    } catch {
      // Blocked storage: the BFF still sees ?platform= on this page's own requests via the host.
    }
  }
  // Also a choice stored before the cookie existed, so its next page request names it.
  const remembered = platform ?? storedPlatform();
  if (remembered) mirrorChoiceInCookie(PLATFORM_COOKIE, remembered);
}

export function storedPlatform(): string | null {
  try {
    return localStorage.getItem(PLATFORM_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The platform this visit asks for, before anything is remembered: the URL's, else the stored one. */
export function requestedPlatform(url: URL = new URL(window.location.href)): string | null {
  return fromUrl(url) ?? storedPlatform();
}
