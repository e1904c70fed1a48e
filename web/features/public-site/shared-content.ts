// Content more than one public page shows: the asset classes the brand tokenizes and the five steps,
// as the home page words them and as the tokenization and services pages do.
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
