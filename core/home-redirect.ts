// The home page's redirect rule (spec 000 §2): a visitor is sent to the login page when a platform
// parameter is present, when the host is the second brand's partner host (tokenapp on its domain), or
// when the host is not the product's main site nor a local development host. Partner visitors without
// a parameter get `?platform=hispaxtoken` so the login page wears their brand.
import { hostMatches } from './brand-resolution';
import { LOGIN_PATH } from './login-notice';

export interface HomeRedirectInput {
  host: string;
  platformParam: string | null | undefined;
  mainSiteHosts: string[];
  partnerHosts: string[];
  partnerPlatform: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function homeRedirectTarget(input: HomeRedirectInput): string | null {
  const hostname = input.host.trim().toLowerCase().replace(/:\d+$/, '');
  const platform = input.platformParam?.trim();
  if (platform) return `${LOGIN_PATH}?platform=${encodeURIComponent(platform)}`;
  if (input.partnerHosts.some((pattern) => hostMatches(hostname, pattern))) {
    return `${LOGIN_PATH}?platform=${encodeURIComponent(input.partnerPlatform)}`;
  }
  // Our single-process server runs on any local port (3000 by default), Vite's dev server on 5173.
  const isLocal = LOCAL_HOSTS.has(hostname);
  const isMainSite = input.mainSiteHosts.some((pattern) => hostMatches(hostname, pattern));
  return isLocal || isMainSite ? null : LOGIN_PATH;
}
