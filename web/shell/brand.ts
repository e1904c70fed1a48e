// The brand the app is painted with. It starts from the brand a prerendered page was served with (so
// hydration matches), else from the last brand this browser saw (or the built-in default brand) so the
// first paint is never blank, then follows what GET /api/brand answers. A served page's brand is that
// answer already (the BFF picked it by the same rule for this very request): it is not asked again.
import { atom } from 'jotai';
import * as v from 'valibot';
import { BrandSchema, type Brand } from '../../core/brand';
import { apiGet } from '../api/client';
import { requestedPlatform } from '../boot/platform';
import { servedBrand } from './prerender-match';

const BRAND_CACHE_KEY = 'brand';

export const DEFAULT_BRAND: Brand = {
  domainId: 1,
  platform: 'tokenia',
  name: 'Tokenia',
  logoPath: '/brands/tokenia.svg',
  colors: { primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#2DD4BF', dark: '#0B1B3F' },
  legal: {
    legalName: 'Tokenia Capital, S.L.',
    taxId: 'B-88412366',
    address: 'Paseo de la Castellana 95, 28046 Madrid',
    phone: '+34 910 123 456',
    contactEmail: 'hola@tokenia.es',
  },
  social: { linkedin: 'https://www.linkedin.com/company/tokenia', twitter: 'https://x.com/tokenia' },
};

function cachedBrand(): Brand | undefined {
  try {
    const raw = localStorage.getItem(BRAND_CACHE_KEY);
    if (!raw) return undefined;
    const parsed = v.safeParse(BrandSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

function cacheBrand(brand: Brand): void {
  try {
    localStorage.setItem(BRAND_CACHE_KEY, JSON.stringify(brand));
  } catch {
    // Without storage the next visit simply starts from the default brand again.
  }
}

/** Outside a browser (the build's prerender) there is no served page. */
function servedHere(): Brand | undefined {
  return typeof document === 'undefined' ? undefined : servedBrand(document.getElementById('root'), requestedPlatform());
}

const served = servedHere();

export const brandAtom = atom<Brand>(served ?? cachedBrand() ?? DEFAULT_BRAND);

/** The brand this visit belongs to, by the BFF: the served page's, else its answer; undefined when offline or on error. */
export async function brandByBff(): Promise<Brand | undefined> {
  if (served) {
    // Remembered for a later visit to a page the BFF does not paint (the installed app's shell).
    cacheBrand(served);
    return served;
  }
  try {
    const brand = v.parse(BrandSchema, await apiGet<unknown>('/brand'));
    cacheBrand(brand);
    return brand;
  } catch {
    return undefined;
  }
}
