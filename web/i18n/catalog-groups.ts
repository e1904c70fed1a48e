// Which catalog areas (web/i18n/<area>.<language>.json) each group loads together: the public site, the
// members' screens (catalog, project detail, investments, the investor's KYC) and the review screens of
// admins and ERIR users. Plain data, read by the app and by the build (one chunk per group and language).
export const CATALOG_GROUPS = {
  site: ['site'],
  members: ['projects', 'investments', 'kyc', 'kyc-summary'],
  admin: ['kyc-admin', 'investors', 'audit'],
} as const;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;
