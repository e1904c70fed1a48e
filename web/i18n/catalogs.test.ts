// Both catalogs must carry the same keys with real text, so no screen shows a raw key or a blank.
import { describe, expect, it } from 'vitest';
import appEs from './es.json';
import appEn from './en.json';
import siteEs from './site.es.json';
import siteEn from './site.en.json';
import projectsEs from './projects.es.json';
import projectsEn from './projects.en.json';
import kycEs from './kyc.es.json';
import kycEn from './kyc.en.json';
import kycSummaryEs from './kyc-summary.es.json';
import kycSummaryEn from './kyc-summary.en.json';
import kycAdminEs from './kyc-admin.es.json';
import kycAdminEn from './kyc-admin.en.json';
import investmentsEs from './investments.es.json';
import investmentsEn from './investments.en.json';
import investorsEs from './investors.es.json';
import investorsEn from './investors.en.json';
import auditEs from './audit.es.json';
import auditEn from './audit.en.json';
import chainEs from './chain.es.json';
import chainEn from './chain.en.json';
import approvalsEs from './approvals.es.json';
import approvalsEn from './approvals.en.json';
import approvalNoticeEs from './approval-notice.es.json';
import approvalNoticeEn from './approval-notice.en.json';
import securityEs from './security.es.json';
import securityEn from './security.en.json';
import investorProtectionEs from './investor-protection.es.json';
import investorProtectionEn from './investor-protection.en.json';
import { KNOWLEDGE_TEST } from '../../core/investor-protection';
import { CATALOG_GROUPS } from './catalog-groups';
import { loadMessages } from './catalogs';

type Catalog = Record<string, string>;

function missingKeys(from: Catalog, to: Catalog): string[] {
  return Object.keys(from).filter((key) => !(key in to));
}

function emptyValues(catalog: Catalog): string[] {
  return Object.entries(catalog)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

/** ICU argument names used by a message, e.g. "{year}" → year. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '').sort();
}

const areas: Record<string, [Catalog, Catalog]> = {
  app: [appEs, appEn],
  site: [siteEs, siteEn],
  projects: [projectsEs, projectsEn],
  kyc: [kycEs, kycEn],
  kycSummary: [kycSummaryEs, kycSummaryEn],
  kycAdmin: [kycAdminEs, kycAdminEn],
  investments: [investmentsEs, investmentsEn],
  investors: [investorsEs, investorsEn],
  audit: [auditEs, auditEn],
  chain: [chainEs, chainEn],
  approvals: [approvalsEs, approvalsEn],
  approvalNotice: [approvalNoticeEs, approvalNoticeEn],
  security: [securityEs, securityEn],
  investorProtection: [investorProtectionEs, investorProtectionEn],
};

function allKeys(): string[] {
  return Object.values(areas).flatMap(([es]) => Object.keys(es));
}

it('gives every key to one area only', () => {
  const keys = allKeys();
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

describe.each(Object.entries(areas))('%s message catalogs', (_area, [es, en]) => {
  it('has every Spanish key in English', () => {
    expect(missingKeys(es, en)).toEqual([]);
  });

  it('has every English key in Spanish', () => {
    expect(missingKeys(en, es)).toEqual([]);
  });

  it('has no empty messages', () => {
    expect(emptyValues(es)).toEqual([]);
    expect(emptyValues(en)).toEqual([]);
  });

  it('uses the same arguments in both languages', () => {
    const enCatalog: Catalog = en;
    const mismatched = Object.entries(es as Catalog).filter(
      ([key, value]) => key in enCatalog && argumentsOf(value).join() !== argumentsOf(enCatalog[key] ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});

describe('catalog groups', () => {
  it('loads every area with exactly one group, and the shell with all of them', () => {
    const grouped = Object.values(CATALOG_GROUPS).flat().map((area) => area.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
    expect([...grouped].sort()).toEqual(Object.keys(areas).filter((area) => area !== 'app').sort());
  });

  it('gives a page the shell texts and only the groups it asks for', async () => {
    const shell = await loadMessages('es', []);
    expect(shell['nav.skip']).toBe(appEs['nav.skip']);
    expect('home.hero.title' in shell).toBe(false);
    const members = await loadMessages('es', ['members']);
    expect(Object.keys(projectsEs).every((key) => key in members)).toBe(true);
    expect(Object.keys(kycSummaryEs).some((key) => key in members)).toBe(false);
    expect(Object.keys(auditEs).some((key) => key in members)).toBe(false);
    const kyc = await loadMessages('es', ['members', 'identity']);
    expect(Object.keys(kycSummaryEs).every((key) => key in kyc)).toBe(true);
  });

  it('gives English pages their English texts, the shell\'s included', async () => {
    const english = await loadMessages('en', ['site', 'admin']);
    expect(english['nav.skip']).toBe(appEn['nav.skip']);
    const [siteKey] = Object.keys(siteEn) as (keyof typeof siteEn)[];
    expect(english[siteKey!]).toBe(siteEn[siteKey!]);
    const [auditKey] = Object.keys(auditEn) as (keyof typeof auditEn)[];
    expect(english[auditKey!]).toBe(auditEn[auditKey!]);
  });
});

describe('investor protection', () => {
  it('has words for every question and option of the entry test, in both languages', () => {
    const keys = KNOWLEDGE_TEST.flatMap((item) => [`investorProtection.test.${item.id}.question`, ...item.options.map((option) => `investorProtection.test.${item.id}.${option}`)]);
    const catalog: Catalog = investorProtectionEs;
    expect(keys.filter((key) => !(key in catalog))).toEqual([]);
  });
});
