// The public face of a whitelabel brand (DESIGN.md "Brands"): what GET /api/brand answers and what the
// web app paints with. One schema so the BFF presenter and the browser agree on the shape.
import * as v from 'valibot';

const hexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb'));

export const BrandSchema = v.object({
  domainId: v.picklist([1, 2]),
  platform: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  /** Path under the web app's public folder, e.g. /brands/tokenia.svg. */
  logoPath: v.pipe(v.string(), v.startsWith('/')),
  colors: v.object({
    primary: hexColor,
    /** Text colour on primary; must reach WCAG AA (4.5:1) against it. */
    primaryContrast: hexColor,
    accent: hexColor,
    dark: hexColor,
  }),
  legal: v.object({
    legalName: v.string(),
    taxId: v.string(),
    address: v.string(),
    phone: v.string(),
    contactEmail: v.pipe(v.string(), v.email()),
  }),
  social: v.object({
    linkedin: v.string(),
    twitter: v.string(),
  }),
});

export type Brand = v.InferOutput<typeof BrandSchema>;
