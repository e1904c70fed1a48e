// The sidebar's expanded/collapsed choice survives reloads in a cookie for 7 days (spec 000 §3, §9). A
// cookie rather than local storage so a server-rendered shell could read it too.
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** Expanded unless the cookie says "false". */
export function readSidebarExpanded(cookies: string): boolean {
  const prefix = `${SIDEBAR_COOKIE}=`;
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length) !== 'false';
}

export function sidebarCookie(expanded: boolean, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${SIDEBAR_COOKIE}=${expanded}`, ...attributes].join('; ');
}
