// The public site's addresses (spec 000 §2): the pages, their aliases and the company page of each
// brand. The web app routes them, the build prerenders them and the sitemap lists them.
export const PUBLIC_PAGES = {
  home: '/',
  about: '/about',
  tokenization: '/que-es-la-tokenizacion',
  services: '/servicios',
  contact: '/contacto',
  legalNotice: '/aviso-legal',
  privacy: '/politica-de-privacidad',
  cookies: '/politica-de-cookies',
  terms: '/terminos-y-condiciones',
  accessibility: '/accesibilidad',
} as const;

export type PublicPageName = keyof typeof PUBLIC_PAGES | 'company';

/** The company page is named after the brand it presents: /tokenia for brand 1, /hispax for brand 2. */
export const COMPANY_PAGES: Record<1 | 2, string> = { 1: '/tokenia', 2: '/hispax' };

/** Other spellings that show the same page (the KYC questionnaire links to these). */
export const PUBLIC_ALIASES: Record<string, keyof typeof PUBLIC_PAGES> = {
  '/politica-privacidad': 'privacy',
  '/terminos-condiciones': 'terms',
};

/** Every address of a public page a search engine should know, for one brand. */
export function sitemapPaths(domainId: 1 | 2): string[] {
  return [...Object.values(PUBLIC_PAGES), COMPANY_PAGES[domainId]];
}
