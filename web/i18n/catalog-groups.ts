// Which catalog areas (web/i18n/<area>.<language>.json) each group loads together: the public site, the
// members' screens (catalog, project detail, investments, the investor's KYC, the admins' "Pendiente de aprobación" on any subject), an application's summary
// (the investor's KYC and the admins' review, not the catalog's first download) and the review screens
// of admins and ERIR users, and the security screen's (its factors and recovery codes: the shell keeps only
// the step-up dialog's and the invitation's), and investor protection's (the entry test, the loss simulation
// and the warnings: issue 58). Plain data, read by the app and by the build (one chunk per group and language).
export const CATALOG_GROUPS = {
  site: ['site'],
  members: ['projects', 'investments', 'kyc', 'approval-notice'],
  identity: ['kyc-summary'],
  admin: ['kyc-admin', 'investors', 'audit', 'chain', 'approvals'],
  security: ['security'],
  protection: ['investor-protection'],
} as const;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;

type TextsLanguage = 'es' | 'en';

/** The build's chunk of a group's texts in one language (web/build/chunk-groups.ts); `app`: the shell's English texts (its Spanish ones ship in the entry). */
export const textsChunk = (group: CatalogGroup | 'app', language: TextsLanguage): string => `texts-${group}-${language}`;

/** The chunks a render of `groups` in `language` loads (web/i18n/catalogs.ts): Spanish, the fallback, comes along with English. */
export function textsChunksFor(language: TextsLanguage, groups: readonly CatalogGroup[]): string[] {
  const spanish = groups.map((group) => textsChunk(group, 'es'));
  return language === 'es' ? spanish : [...spanish, textsChunk('app', 'en'), ...groups.map((group) => textsChunk(group, 'en'))];
}
