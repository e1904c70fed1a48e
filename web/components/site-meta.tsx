// A public page's (or the login page's) <head> entries: title, description, canonical address and the social-card tags, in
// the active language. React 19 places these elements in <head>; the prerenderer writes them into
// each page's HTML.
import { useBrand } from '../shell/use-brand';
import { useLanguage } from '../i18n/i18n';
import { PRERENDER_ORIGIN } from '../../core/prerender-paths';
import { useClientValue } from './use-client-value';

const OG_LOCALE = { es: 'es_ES', en: 'en_GB' } as const;

export interface SiteMetaProps {
  title: string;
  description: string;
  /** The page's own path (aliases point their canonical link here); none for pages not to be indexed. */
  path?: string;
}

/**
 * Absolute addresses use the page's origin in the browser; a prerendered page carries a placeholder the
 * BFF replaces with the visited host.
 */
const siteOrigin = () => window.location.origin;

export function SiteMeta({ title, description, path }: SiteMetaProps) {
  const brand = useBrand();
  const [language] = useLanguage();
  const fullTitle = `${title} · ${brand.name}`;
  const origin = useClientValue(siteOrigin, PRERENDER_ORIGIN);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path === undefined ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={origin + path} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {path === undefined ? null : <meta property="og:url" content={origin + path} />}
      <meta property="og:image" content={`${origin}/icons/icon-512.png`} />
      <meta property="og:locale" content={OG_LOCALE[language]} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
