// The two whitelabel brands: reference data, applied at every start (not demo data). Host names come
// from configuration (BRAND1_HOSTS, BRAND2_HOSTS); everything else a brand shows lives here as data.
import type { Knex } from 'knex';
import type { DbBrandRow } from '../tables';

type BrandSeed = Omit<DbBrandRow, 'hosts' | 'created_at' | 'updated_at'>;

export const BRANDS: BrandSeed[] = [
  {
    domain_id: 1,
    platform: 'tokenia',
    name: 'Tokenia',
    logo_path: '/brands/tokenia.svg',
    colors: { primary: '#0A55E0', primaryContrast: '#FFFFFF', accent: '#14B8A6', dark: '#0B1B3A' },
    legal_name: 'Tokenia Digital Assets, S.L.',
    tax_id: 'B19876543',
    address: 'Paseo de la Castellana 95, 28046 Madrid',
    phone: '+34 910 123 456',
    contact_email: 'hola@tokenia.es',
    mail_from: 'Tokenia <no-responder@tokenia.es>',
    bank_name: 'Banco Santander',
    iban: 'ES9121000418450200051332',
    bic: 'BSCHESMMXXX',
    social: { linkedin: 'https://www.linkedin.com/company/tokenia', twitter: 'https://twitter.com/tokenia_es' },
  },
  {
    domain_id: 2,
    platform: 'hispaxtoken',
    name: 'Hispax',
    logo_path: '/brands/hispax.svg',
    colors: { primary: '#B4232C', primaryContrast: '#FFFFFF', accent: '#F2B441', dark: '#2B0A10' },
    legal_name: 'Hispax Token Partners, S.L.',
    tax_id: 'B88123456',
    address: 'Calle de Serrano 41, 28001 Madrid',
    phone: '+34 911 987 654',
    contact_email: 'contacto@hispax.com',
    mail_from: 'Hispax <no-responder@hispax.com>',
    bank_name: 'BBVA',
    iban: 'ES0601821234560123456789',
    bic: 'BBVAESMMXXX',
    social: { linkedin: 'https://www.linkedin.com/company/hispax', twitter: 'https://twitter.com/hispax' },
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
