import type { Brand } from '../../core/brand';
import type { DbBrandRow } from '../../db/tables';

/** The public face of a brand: what the web app needs to render it; nothing internal. */
export function presentBrand(row: DbBrandRow): Brand {
  return {
    domainId: row.domain_id as Brand['domainId'],
    platform: row.platform,
    name: row.name,
    logoPath: row.logo_path,
    colors: row.colors,
    legal: {
      legalName: row.legal_name,
      taxId: row.tax_id,
      address: row.address,
      phone: row.phone,
      contactEmail: row.contact_email,
    },
    social: row.social,
  };
}
