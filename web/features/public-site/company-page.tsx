// The company page, /tokenia or /hispax after the brand (spec 000 §2 "/{product}"): value proposition,
// areas of action, mission, vision, values and the way to contact.
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { COMPANY_PAGES, PUBLIC_PAGES } from '../../../core/public-routes';
import { CardGrid, CtaBand, PageHero, Section } from './sections';
import { useAssetCards, useValueCards } from './shared-content';
import { SitePage } from './site-page';

export function CompanyPage() {
  const t = useT();
  const brand = useBrand();
  const assets = useAssetCards();
  return (
    <SitePage
      meta={{ title: t('company.meta.title', { brand: brand.name }), description: t('company.meta.description', { brand: brand.name }), path: COMPANY_PAGES[brand.domainId] }}
    >
      <PageHero eyebrow={t('company.eyebrow')} title={t('company.title', { brand: brand.name })} lead={t('company.lead')} />
      <Section eyebrow={t('company.value.eyebrow')} title={t('company.value.title')}>
        <CardGrid
          cards={[
            { icon: 'building', title: t('company.value.owners.title'), text: t('company.value.owners.text') },
            { icon: 'coins', title: t('company.value.investors.title'), text: t('company.value.investors.text') },
            { icon: 'handshake', title: t('company.value.partners.title'), text: t('company.value.partners.text') },
          ]}
        />
      </Section>
      <Section eyebrow={t('company.areas.eyebrow')} title={t('company.areas.title')} intro={t('company.areas.intro')} muted>
        <CardGrid columns={5} cards={assets} />
      </Section>
      <Section eyebrow={t('company.purpose.eyebrow')} title={t('company.purpose.title')}>
        <div className="stack split">
          <div className="panel card">
            <h3 className="section-title">{t('company.mission.title')}</h3>
            <p className="card__text">{t('company.mission.text')}</p>
          </div>
          <div className="panel card">
            <h3 className="section-title">{t('company.vision.title')}</h3>
            <p className="card__text">{t('company.vision.text', { brand: brand.name })}</p>
          </div>
        </div>
      </Section>
      <Section eyebrow={t('home.values.eyebrow')} title={t('home.values.title')} muted>
        <CardGrid
          cards={useValueCards()}
        />
      </Section>
      <CtaBand title={t('company.cta.title')} text={t('company.cta.text')} action={t('company.cta.action')} to={PUBLIC_PAGES.contact} />
    </SitePage>
  );
}
