// Where the build writes a prerendered page and where the BFF looks for it: one rule for both.
export const PRERENDER_FOLDER = '_prerendered';

/**
 * "/" → "index.html", "/aviso-legal" or "/aviso-legal/" → "aviso-legal.html", "/dashboard/kyc-verification"
 * → "dashboard/kyc-verification.html"; null for paths that are not plain page paths (segments of
 * lower-case letters, digits and dashes only: no dot, no encoded character, so never another file).
 */
export function prerenderFileName(urlPath: string): string | null {
  const name = urlPath.replace(/^\/+|\/+$/g, '');
  if (!/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(name)) return null;
  return `${name || 'index'}.html`;
}

/**
 * Absolute addresses in a prerendered page (canonical link, social cards) are written with this
 * origin; the BFF puts the visited host's origin in its place when it serves the page, so each brand's
 * host gets its own addresses.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * Each page is prerendered once per brand layout (its domain id: the company page's address differs)
 * and per language: `<domainId>/<language>/<name>.html` inside PRERENDER_FOLDER.
 */
export function prerenderVariantFile(domainId: number, language: string, name: string): string {
  return `${domainId}/${language}/${name}`;
}
