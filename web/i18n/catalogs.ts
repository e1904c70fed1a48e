// The message catalogs, one pair of files per area so each feature owns its texts: `app` (shell, auth,
// dashboard, users), `site` (the public site), `projects`, `kyc` (the investor's screen), `kyc-summary`
// (the read-only summary and the enumerations' names, shared with) `kyc-admin` (the admin's review),
// `investments` (the invest form, the lists, an investment's steps), `investors` (verified investors and
// their blockings), `audit` (the audit log), `chain` (the admins' chain page and reconciliation banner), `approvals`
// (the four-eyes requests and their dialogs), `approval-notice` (a subject's "Pendiente de aprobación", on any members' screen), `security` (the
// security screen's factors and recovery codes), `investor-protection` (the entry test, the loss simulation, the warnings).
// A page downloads only the texts of its part of the app: `app` ships in the entry (every page shows
// the shell's texts); the public site, the members' screens and the admin's review screens each load
// their group with their code (web/i18n/add-catalog-groups.ts). Spanish is the fallback: any key English
// lacks shows its Spanish text, so a group's Spanish file comes along with its English one.
import type { Language } from '../../core/i18n-locales';
import { CATALOG_GROUPS, type CatalogGroup } from './catalog-groups';
import appEs from './es.json';
import type siteEs from './site.es.json';
import type projectsEs from './projects.es.json';
import type kycEs from './kyc.es.json';
import type kycSummaryEs from './kyc-summary.es.json';
import type kycAdminEs from './kyc-admin.es.json';
import type investmentsEs from './investments.es.json';
import type investorsEs from './investors.es.json';
import type auditEs from './audit.es.json';
import type chainEs from './chain.es.json';
import type approvalsEs from './approvals.es.json';
import type approvalNoticeEs from './approval-notice.es.json';
import type securityEs from './security.es.json';
import type investorProtectionEs from './investor-protection.es.json';

export type { CatalogGroup } from './catalog-groups';

type AllSpanish = typeof appEs &
  typeof siteEs &
  typeof projectsEs &
  typeof kycEs &
  typeof kycSummaryEs &
  typeof kycAdminEs &
  typeof investmentsEs &
  typeof investorsEs &
  typeof auditEs &
  typeof chainEs &
  typeof approvalsEs &
  typeof approvalNoticeEs &
  typeof securityEs &
  typeof investorProtectionEs;

export type MessageKey = keyof AllSpanish;
/** Every key is typed; at run time a group's keys are present once that group is loaded. */
export type Messages = Record<MessageKey, string>;

type Catalog = Record<string, string>;

// One lazily loaded module per file, grouped into one chunk per group and language by the build
// (web/build/chunk-groups.ts). Spelled out, as the prerender's bundler has no import globs.
type Loader = () => Promise<{ default: Catalog }>;
const FILES: Record<`${(typeof CATALOG_GROUPS)[CatalogGroup][number]}.${Language}`, Loader> = {
  'site.es': () => import('./site.es.json'),
  'site.en': () => import('./site.en.json'),
  'projects.es': () => import('./projects.es.json'),
  'projects.en': () => import('./projects.en.json'),
  'investments.es': () => import('./investments.es.json'),
  'investments.en': () => import('./investments.en.json'),
  'kyc.es': () => import('./kyc.es.json'),
  'kyc.en': () => import('./kyc.en.json'),
  'kyc-summary.es': () => import('./kyc-summary.es.json'),
  'kyc-summary.en': () => import('./kyc-summary.en.json'),
  'kyc-admin.es': () => import('./kyc-admin.es.json'),
  'kyc-admin.en': () => import('./kyc-admin.en.json'),
  'investors.es': () => import('./investors.es.json'),
  'investors.en': () => import('./investors.en.json'),
  'audit.es': () => import('./audit.es.json'),
  'audit.en': () => import('./audit.en.json'),
  'chain.es': () => import('./chain.es.json'),
  'chain.en': () => import('./chain.en.json'),
  'approvals.es': () => import('./approvals.es.json'),
  'approvals.en': () => import('./approvals.en.json'),
  'approval-notice.es': () => import('./approval-notice.es.json'),
  'approval-notice.en': () => import('./approval-notice.en.json'),
  'security.es': () => import('./security.es.json'),
  'security.en': () => import('./security.en.json'),
  'investor-protection.es': () => import('./investor-protection.es.json'),
  'investor-protection.en': () => import('./investor-protection.en.json'),
};
const APP_EN: Loader = () => import('./en.json');

/** The files a language needs for these groups, Spanish first so English overrides it. */
function filesOf(language: Language, groups: readonly CatalogGroup[]): Loader[] {
  const areas = groups.flatMap((group) => CATALOG_GROUPS[group]);
  const spanish = areas.map((area) => FILES[`${area}.es`]);
  return language === 'es' ? spanish : [...spanish, APP_EN, ...areas.map((area) => FILES[`${area}.en`])];
}

/** Starts downloading a language's files for these groups (the module cache keeps them for the load). */
export function preloadMessages(language: Language, groups: readonly CatalogGroup[]): void {
  for (const load of filesOf(language, groups)) void load().catch(() => undefined);
}

/** The shell's texts and those of `groups`, in `language` over the Spanish fallback. */
export async function loadMessages(language: Language, groups: readonly CatalogGroup[]): Promise<Messages> {
  const catalogs = await Promise.all(filesOf(language, groups).map(async (load) => (await load()).default));
  return Object.assign({}, appEs, ...catalogs) as Messages;
}
