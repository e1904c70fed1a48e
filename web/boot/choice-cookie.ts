// A choice the app keeps in localStorage is mirrored into a cookie so that page requests carry it too:
// the BFF then serves the prerendered page in that language and brand (bff/pages/static-app.ts). Not a
// secret and not a session: readable by scripts, sent only to this site.
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function mirrorChoiceInCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
