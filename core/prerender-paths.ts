// Where the build writes a prerendered page and where the BFF looks for it: one rule for both.
export const PRERENDER_FOLDER = '_prerendered';

/** "/" → "index.html", "/aviso-legal" or "/aviso-legal/" → "aviso-legal.html"; null for paths that are not plain page paths. */
export function prerenderFileName(urlPath: string): string | null {
  const name = urlPath.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]*$/.test(name)) return null;
  return `${name || 'index'}.html`;
}
