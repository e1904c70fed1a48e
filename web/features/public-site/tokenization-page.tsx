// /que-es-la-tokenizacion (spec 000 §2): token types (capital, credit, economic, NFTs), the five steps
// (selection, structuring, emission, access, market) and the benefits.
import { useT } from '../../i18n/i18n';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { CardGrid, CtaBand, PageHero, Section, StepList } from './sections';
import { useBenefitCards, useStepCards } from './shared-content';
import { SitePage } from './site-page';

export function TokenizationPage() {
  const t = useT();
  const steps = useStepCards('process');
  return (
    <SitePage meta={{ title: t('tokenization.meta.title'), description: t('tokenization.meta.description'), path: PUBLIC_PAGES.tokenization }}>
      <PageHero eyebrow={t('home.what.eyebrow')} title={t('home.what.title')} lead={t('home.what.text')} />
      <Section eyebrow={t('tokenization.types.eyebrow')} title={t('tokenization.types.title')} intro={t('tokenization.types.intro')}>
        <CardGrid
          columns={4}
          cards={[
            { icon: 'building', title: t('tokenization.types.capital.title'), text: t('tokenization.types.capital.text') },
            { icon: 'document', title: t('tokenization.types.credit.title'), text: t('tokenization.types.credit.text') },
            { icon: 'coins', title: t('tokenization.types.economic.title'), text: t('tokenization.types.economic.text') },
            { icon: 'sparkles', title: t('tokenization.types.nft.title'), text: t('tokenization.types.nft.text') },
          ]}
        />
      </Section>
      <Section eyebrow={t('home.steps.eyebrow')} title={t('process.title')} intro={t('process.intro')} muted>
        <StepList steps={steps} />
      </Section>
      <Section eyebrow={t('home.benefits.eyebrow')} title={t('home.benefits.title')} intro={t('home.benefits.intro')}>
        <CardGrid
          columns={4}
          cards={useBenefitCards()}
        />
      </Section>
      <CtaBand title={t('services.cta.title')} text={t('services.cta.text')} action={t('services.cta.action')} to={PUBLIC_PAGES.contact} />
    </SitePage>
  );
}
