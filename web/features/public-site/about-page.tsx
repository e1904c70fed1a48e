// /about: who is behind the brand, how it works with owners and investors, and its team.
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { CardGrid, CtaBand, PageHero, Section } from './sections';
import { useTeamCards } from './shared-content';
import { SitePage } from './site-page';

export function AboutPage() {
  const t = useT();
  const { name } = useBrand();
  return (
    <SitePage meta={{ title: t('about.meta.title'), description: t('about.meta.description', { brand: name }), path: PUBLIC_PAGES.about }}>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title', { brand: name })} lead={t('about.lead')} />
      <Section eyebrow={t('about.story.eyebrow')} title={t('about.story.title')}>
        <div className="prose">
          <p>{t('about.story.p1', { brand: name })}</p>
          <p>{t('about.story.p2')}</p>
          <p>{t('about.story.p3')}</p>
        </div>
      </Section>
      <Section eyebrow={t('home.about.eyebrow')} title={t('home.team.title')} muted>
        <CardGrid
          cards={useTeamCards()}
        />
      </Section>
      <CtaBand title={t('company.cta.title')} text={t('company.cta.text')} action={t('company.cta.action')} to={PUBLIC_PAGES.contact} />
    </SitePage>
  );
}
