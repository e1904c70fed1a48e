// The message catalogs, one pair of files per area so each feature owns its texts: `app` (shell, auth,
// dashboard, users), `site` (the public site), `projects`, `kyc` (the investor's screen), `kyc-summary`
// (the read-only summary and the enumerations' names, shared with) `kyc-admin` (the admin's review),
// `investments` (the invest form, the lists, an investment's steps), `investors` (verified investors and
// their blockings), `audit` (the audit log).
// Spanish is the default and the fallback, so it ships in the entry chunk; English is fetched only when
// chosen, and any key it lacks falls back to the Spanish text.
import type { Language } from '../../core/i18n-locales';
import appEs from './es.json';
import siteEs from './site.es.json';
import projectsEs from './projects.es.json';
import kycEs from './kyc.es.json';
import kycSummaryEs from './kyc-summary.es.json';
import kycAdminEs from './kyc-admin.es.json';
import investmentsEs from './investments.es.json';
import investorsEs from './investors.es.json';
import auditEs from './audit.es.json';

const es = { ...appEs, ...siteEs, ...projectsEs, ...kycEs, ...kycSummaryEs, ...kycAdminEs, ...investmentsEs, ...investorsEs, ...auditEs };

export type MessageKey = keyof typeof es;
export type Messages = Record<MessageKey, string>;

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'es') return es;
  const [app, site, projects, kyc, kycSummary, kycAdmin, investments, investors, audit] = await Promise.all([
    import('./en.json'),
    import('./site.en.json'),
    import('./projects.en.json'),
    import('./kyc.en.json'),
    import('./kyc-summary.en.json'),
    import('./kyc-admin.en.json'),
    import('./investments.en.json'),
    import('./investors.en.json'),
    import('./audit.en.json'),
  ]);
  return {
    ...es,
    ...app.default,
    ...site.default,
    ...projects.default,
    ...kyc.default,
    ...kycSummary.default,
    ...kycAdmin.default,
    ...investments.default,
    ...investors.default,
    ...audit.default,
  };
}
