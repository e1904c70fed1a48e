// Content more than one public page shows: the asset classes the brand tokenizes, the five steps (as
// the home page words them and as the tokenization and services pages do), the benefits, the values and
// the team.
import { useT } from '../../i18n/i18n';
import type { Card } from './sections';

export function useAssetCards(): Card[] {
  const t = useT();
  return [
    { icon: 'building', title: t('home.assets.realEstate'), text: t('home.assets.realEstate.detail') },
    { icon: 'document', title: t('home.assets.privateDebt'), text: t('home.assets.privateDebt.detail') },
    { icon: 'leaf', title: t('home.assets.agribusiness'), text: t('home.assets.agribusiness.detail') },
    { icon: 'cycle', title: t('home.assets.circular'), text: t('home.assets.circular.detail') },
    { icon: 'globe', title: t('home.assets.impact'), text: t('home.assets.impact.detail') },
  ];
}

/** Home: selection, legal analysis, tokenization, issuance, management. Tokenization and services pages: selection, structuring, emission, access, market. */
export function useStepCards(wording: 'home' | 'process'): Card[] {
  const t = useT();
  if (wording === 'home') {
    return [
      { icon: 'search', title: t('home.steps.selection.title'), text: t('home.steps.selection.text') },
      { icon: 'shield', title: t('home.steps.legal.title'), text: t('home.steps.legal.text') },
      { icon: 'cube', title: t('home.steps.tokenization.title'), text: t('home.steps.tokenization.text') },
      { icon: 'rocket', title: t('home.steps.issuance.title'), text: t('home.steps.issuance.text') },
      { icon: 'chart', title: t('home.steps.management.title'), text: t('home.steps.management.text') },
    ];
  }
  return [
    { icon: 'search', title: t('process.selection.title'), text: t('process.selection.text') },
    { icon: 'scale', title: t('process.structuring.title'), text: t('process.structuring.text') },
    { icon: 'cube', title: t('process.emission.title'), text: t('process.emission.text') },
    { icon: 'users', title: t('process.access.title'), text: t('process.access.text') },
    { icon: 'chart', title: t('process.market.title'), text: t('process.market.text') },
  ];
}

/** The four benefits of tokenization (spec 000 §1), on the home and tokenization pages. */
export function useBenefitCards(): Card[] {
  const t = useT();
  return [
    { icon: 'users', title: t('home.benefits.accessibility.title'), text: t('home.benefits.accessibility.text') },
    { icon: 'eye', title: t('home.benefits.transparency.title'), text: t('home.benefits.transparency.text') },
    { icon: 'scale', title: t('home.benefits.legal.title'), text: t('home.benefits.legal.text') },
    { icon: 'bolt', title: t('home.benefits.efficiency.title'), text: t('home.benefits.efficiency.text') },
  ];
}

/** The values (spec 000 §1): compliance, ethics, security, on the home and company pages. */
export function useValueCards(): Card[] {
  const t = useT();
  return [
    { icon: 'shield', title: t('home.values.compliance.title'), text: t('home.values.compliance.text') },
    { icon: 'heart', title: t('home.values.ethics.title'), text: t('home.values.ethics.text') },
    { icon: 'lock', title: t('home.values.security.title'), text: t('home.values.security.text') },
  ];
}

/** The team's three areas, on the home and about pages. */
export function useTeamCards(): Card[] {
  const t = useT();
  return [
    { icon: 'chart', title: t('home.team.finance.title'), text: t('home.team.finance.text') },
    { icon: 'scale', title: t('home.team.legal.title'), text: t('home.team.legal.text') },
    { icon: 'cube', title: t('home.team.tech.title'), text: t('home.team.tech.text') },
  ];
}
