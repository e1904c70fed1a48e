// The two whitelabel brands: reference data, applied at every start (not demo data). Host names come
// from configuration (BRAND1_HOSTS, BRAND2_HOSTS); everything else a brand shows lives here as data.
// Tax ids carry a valid CIF control digit and IBANs valid national and IBAN check digits for the
// bank their BIC names (checked in tests/integration/seed.test.ts); they are fictitious.
import type { Knex } from 'knex';
import type { DbBrandRow } from '../tables';

export type BrandSeed = Omit<DbBrandRow, 'hosts' | 'created_at' | 'updated_at'>;

export const BRANDS: BrandSeed[] = [
  {
    domain_id: 1,
    platform: 'tokenia',
    name: 'Tokenia',
    logo_path: '/brands/tokenia.svg',
    // White on primary 6.2:1, primary on white 6.2:1, accent on dark 9.1:1 (WCAG AA needs 4.5:1).
    colors: { primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#2DD4BF', dark: '#0B1B3F' },
    legal_name: 'Tokenia Capital, S.L.',
    tax_id: 'B-88412366',
    address: 'Paseo de la Castellana 95, 28046 Madrid',
    phone: '+34 910 123 456',
    contact_email: 'hola@tokenia.es',
    mail_from: 'Tokenia <no-responder@tokenia.es>',
    bank_name: 'Banco Santander',
    iban: 'ES6100491500092751042786',
    bic: 'BSCHESMMXXX',
    social: { linkedin: 'https://www.linkedin.com/company/tokenia', twitter: 'https://x.com/tokenia' },
  },
  {
    domain_id: 2,
    platform: 'hispaxtoken',
    name: 'Hispax',
    logo_path: '/brands/hispax.svg',
    // White on primary 6.5:1, primary on white 6.5:1, accent on dark 9.9:1.
    colors: { primary: '#B4232C', primaryContrast: '#FFFFFF', accent: '#F2B441', dark: '#2B0A10' },
    legal_name: 'Hispax Activos Digitales, S.L.',
    tax_id: 'B-88672035',
    address: 'Calle de Serrano 41, 28001 Madrid',
    phone: '+34 911 987 654',
    contact_email: 'contacto@hispax.com',
    mail_from: 'Hispax <no-responder@hispax.com>',
    bank_name: 'BBVA',
    iban: 'ES3501822370430201583947',
    bic: 'BBVAESMMXXX',
    social: { linkedin: 'https://www.linkedin.com/company/hispax', twitter: 'https://x.com/hispax' },
  },
];

export async function upsertBrands(db: Knex, hosts: Record<1 | 2, string[]>): Promise<void> {
  const rows = BRANDS.map((brand) => ({
    ...brand,
    colors: JSON.stringify(brand.colors),
    social: JSON.stringify(brand.social),
    hosts: JSON.stringify(hosts[brand.domain_id as 1 | 2] ?? []),
    updated_at: db.fn.now(),
  }));
  await db('brands').insert(rows).onConflict('domain_id').merge();
}
