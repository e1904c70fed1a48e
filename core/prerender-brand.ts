// Brands live in the database, so a prerendered page is written with a placeholder in every brand text
// (name, legal identity, links, logo) and the BFF fills in the visit's brand when it serves the page.
// Only the domain id changes the page's shape (the company page's address), so pages are prerendered
// per domain id. The filled page also carries the whole brand (BRAND_JSON_SLOT) so the browser starts
// from exactly the brand it was served with and hydration matches.
import type { Brand } from './brand';

/** The brand cookie the web app mirrors its stored `platform` into, so page requests name the brand too. */
export const PLATFORM_COOKIE = 'platform';

/** A colour goes into a style attribute: only #rrggbb (core/brand.ts's rule), else the stylesheet's default. */
const hex = (colour: string) => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : 'initial');

const SLOTS = {
  platform: (brand) => brand.platform,
  name: (brand) => brand.name,
  logoPath: (brand) => brand.logoPath,
  legalName: (brand) => brand.legal.legalName,
  taxId: (brand) => brand.legal.taxId,
  address: (brand) => brand.legal.address,
  phone: (brand) => brand.legal.phone,
  contactEmail: (brand) => brand.legal.contactEmail,
  linkedin: (brand) => brand.social.linkedin,
  twitter: (brand) => brand.social.twitter,
  primary: (brand) => hex(brand.colors.primary),
  primaryContrast: (brand) => hex(brand.colors.primaryContrast),
  accent: (brand) => hex(brand.colors.accent),
  dark: (brand) => hex(brand.colors.dark),
  json: (brand) => JSON.stringify(brand),
} satisfies Record<string, (brand: Brand) => string>;

type Slot = keyof typeof SLOTS;

// Letters, digits and hyphens only: React writes them unchanged in text, attributes and URLs.
const slot = (name: Slot) => `brand-slot-${name}-end`;
const SLOT_PATTERN = /brand-slot-([a-zA-Z]+)-end/g;

export const BRAND_JSON_SLOT = slot('json');

/**
 * The brand's colours for the page's <html style>, so a partner brand's page paints in its colours
 * before any script runs (web/shell/brand-theme.ts sets the same variables, and Ionic's, once started).
 */
export const BRAND_STYLE_SLOTS =
  `--brand-primary:${slot('primary')};--brand-primary-contrast:${slot('primaryContrast')};` +
  `--brand-accent:${slot('accent')};--brand-dark:${slot('dark')}`;

/** The browser's theme colour (web/shell/brand-theme.ts uses the brand's dark colour too). */
export const BRAND_THEME_COLOR_SLOT = slot('dark');

/** The brand a page is prerendered with: the given layout, a placeholder in every text. */
export function brandWithSlots(base: Brand, domainId: Brand['domainId']): Brand {
  return {
    ...base,
    domainId,
    platform: slot('platform'),
    name: slot('name'),
    logoPath: slot('logoPath'),
    legal: {
      legalName: slot('legalName'),
      taxId: slot('taxId'),
      address: slot('address'),
      phone: slot('phone'),
      contactEmail: slot('contactEmail'),
    },
    social: { linkedin: slot('linkedin'), twitter: slot('twitter') },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Puts a brand into a prerendered page, HTML-escaped (right in text and in quoted attributes alike).
 * One pass: a brand value that happens to look like a placeholder is never filled in again.
 */
export function fillBrandSlots(html: string, brand: Brand): string {
  return html.replace(SLOT_PATTERN, (placeholder, name: string) =>
    name in SLOTS ? escapeHtml(SLOTS[name as Slot](brand)) : placeholder,
  );
}
