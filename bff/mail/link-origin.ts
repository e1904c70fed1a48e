// The origin put in front of a mailed single-use link. The request's own origin is used only when it
// belongs to the user's brand (one of its hosts over https, the public URL, or loopback while
// developing); otherwise the brand's first host. A forged Host header therefore cannot make the app
// mail someone a valid verification or reset link that points at another site.

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export function mailLinkOrigin(requested: string, brandHosts: string[], publicUrl: string | undefined): string {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  // Entries starting with "." stand for any sub-domain when resolving a brand; a link needs one exact host.
  const hosts = brandHosts.filter((host) => !host.startsWith('.'));
  if (URL.canParse(requested)) {
    const url = new URL(requested);
    const trusted =
      url.origin === requested &&
      (requested === publicOrigin ||
        LOOPBACK_HOSTNAMES.has(url.hostname) ||
        (url.protocol === 'https:' && hosts.includes(url.host)));
    if (trusted) return requested;
  }
  if (hosts[0]) return `https://${hosts[0]}`;
  if (publicOrigin) return publicOrigin;
  throw new Error('No trusted origin for mailed links: set PUBLIC_URL or the brand hosts');
}
