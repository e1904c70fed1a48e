// Which whitelabel brand a request or page belongs to (spec 000 §1, §6): the `platform` query
// parameter first, then the stored platform preference, then the host name; the default brand
// (domain 1) otherwise. Host entries starting with "." match any sub-domain of that domain.

export interface BrandKey {
  domainId: number;
  platform: string;
  hosts: string[];
}

export interface BrandHints {
  platformParam?: string | null | undefined;
  storedPlatform?: string | null | undefined;
  host?: string | null | undefined;
}

export const DEFAULT_DOMAIN_ID = 1;

function byPlatform(brands: BrandKey[], platform: string | null | undefined): BrandKey | undefined {
  const wanted = platform?.trim().toLowerCase();
  return wanted ? brands.find((b) => b.platform === wanted) : undefined;
}

export function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase();
  const p = pattern.toLowerCase();
  return p.startsWith('.') ? h.endsWith(p) || h === p.slice(1) : h === p;
}

function byHost(brands: BrandKey[], host: string | null | undefined): BrandKey | undefined {
  const name = host?.trim().toLowerCase().replace(/:\d+$/, '');
  return name ? brands.find((b) => b.hosts.some((pattern) => hostMatches(name, pattern))) : undefined;
}

export function resolveDomainId(brands: BrandKey[], hints: BrandHints): number {
  const brand =
    byPlatform(brands, hints.platformParam) ?? byPlatform(brands, hints.storedPlatform) ?? byHost(brands, hints.host);
  return brand?.domainId ?? DEFAULT_DOMAIN_ID;
}
