// The brand a visitor came for (spec 000 §1): `?platform=hispaxtoken` in any URL is remembered, and the
// stored value travels with every API call so the BFF answers with that brand.
export const PLATFORM_STORAGE_KEY = 'platform';

export function rememberPlatformFromUrl(url: URL = new URL(window.location.href)): void {
  const platform = url.searchParams.get('platform')?.trim().toLowerCase();
  if (!platform) return;
  try {
    localStorage.setItem(PLATFORM_STORAGE_KEY, platform);
  } catch {
    // Blocked storage: the BFF still sees ?platform= on this page's own requests via the host.
  }
}

export function storedPlatform(): string | null {
  try {
    return localStorage.getItem(PLATFORM_STORAGE_KEY);
  } catch {
    return null;
  }
}
