// The origins this deployment answers on, from configuration only (docs/security.md): PUBLIC_URL and
// https://<host> for every exact brand host; in development and tests also loopback on the app's own
// PORT. A fixed list, worked out at start: no request header ever adds an origin (an issuer to build,
// a port to be sent to), and no other loopback service is mistaken for this app.
// Every absolute URL the app makes (issuer, redirect URIs, mailed links, canonical and Open Graph tags,
// the sitemap) starts with one of them. A request is resolved to one of them by its scheme and host, or
// it has none: /api and /oidc then refuse it, pages use their brand's canonical origin.
import { hostMatches } from '../../core/brand-resolution';
import type { Config } from './env';
import { boundedMemo } from '../bounded-memo';

const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

export type OriginsConfig = Pick<Config, 'env' | 'publicUrl' | 'brandHosts' | 'port'>;

export interface Origins {
  /** The configured origin a request reached (scheme and Host as trusted proxies report them), or undefined. */
  resolve(protocol: string, host: string): string | undefined;
  /** Whether an origin is one of ours (only those get an issuer; the caches keyed by origin ask again). */
  isTrusted(origin: string): boolean;
  /**
   * Whether links for a brand's user may point at this origin: yes unless its host is another brand's
   * (PUBLIC_URL on a neutral host and loopback serve both brands through ?platform=).
   */
  servesBrand(origin: string, domainId: number): boolean;
  /** Where a brand's links point: PUBLIC_URL when it serves that brand, else the brand's first host. */
  canonical(domainId: number): string;
  /** For pages asked through an unknown host: the canonical origin of the brand the host names. */
  fallbackFor(host: string): string;
}

/** `scheme://host[:port]` exactly as URL normalises it, or undefined for anything that is not one. */
function normalise(candidate: string): string | undefined {
  if (!URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin === candidate.toLowerCase() ? url.origin : undefined;
}

export function createOrigins(config: OriginsConfig): Origins {
  const exactHosts = (domainId: 1 | 2) => config.brandHosts[domainId].filter((h) => !h.startsWith('.'));
  const brandOfHost = (host: string): 1 | 2 | undefined => {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    for (const domainId of [1, 2] as const) if (config.brandHosts[domainId].some((p) => hostMatches(name, p))) return domainId;
    return undefined;
  };
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const publicBrand = publicOrigin ? (brandOfHost(new URL(publicOrigin).host) ?? 1) : undefined;

  const configured = new Set<string>();
  for (const domainId of [1, 2] as const) for (const host of exactHosts(domainId)) configured.add(`https://${host}`);
  if (publicOrigin) configured.add(publicOrigin);
  // PORT=0 (a port the system picks) names no loopback origin: PUBLIC_URL must then say where the app is.
  if (config.env !== 'production' && config.port > 0) for (const name of LOOPBACK_HOSTNAMES) configured.add(new URL(`http://${name}:${config.port}`).origin);

  const canonical = (domainId: number): string => {
    if (publicOrigin && publicBrand === domainId) return publicOrigin;
    const host = exactHosts(domainId === 2 ? 2 : 1)[0];
    if (host) return `https://${host}`;
    if (publicOrigin) return publicOrigin;
    throw new Error(`No origin is configured for brand ${domainId}: set PUBLIC_URL or BRAND${domainId}_HOSTS`);
  };

  // Parsing a URL twice per request costs more than the rest of the check: each scheme and Host is judged once.
  const resolved = boundedMemo<string | undefined>();

  return {
    resolve(protocol, host) {
      const candidate = `${protocol}://${host}`;
      return resolved(candidate, () => {
        const origin = normalise(candidate);
        return origin && configured.has(origin) ? origin : undefined;
      });
    },
    isTrusted: (origin) => configured.has(origin),
    servesBrand: (origin, domainId) => {
      const brand = URL.canParse(origin) ? brandOfHost(new URL(origin).host) : undefined;
      return brand === undefined || brand === domainId;
    },
    canonical,
    fallbackFor: (host) => canonical(brandOfHost(host) ?? publicBrand ?? 1),
  };
}
