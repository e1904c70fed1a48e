// /servicios (spec 000 §2): the five steps, the five services, custom solutions and the call to book
// a free consultation.
import { useT } from '../../i18n/i18n';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { Icon } from './icons';
import { CardGrid, CtaBand, PageHero, Section, StepList } from './sections';
import { useStepCards } from './shared-content';
import { SitePage } from './site-page';

export function ServicesPage() {
  const t = useT();
  const steps = useStepCards('process');
  const custom = ['services.custom.point1', 'services.custom.point2', 'services.custom.point3', 'services.custom.point4'] as const;
  return (
    <SitePage meta={{ title: t('services.meta.title'), description: t('services.meta.description'), path: PUBLIC_PAGES.services }}>
      <PageHero eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
      <Section eyebrow={t('home.steps.eyebrow')} title={t('process.title')} intro={t('process.intro')}>
        <StepList steps={steps} />
      </Section>
      <Section eyebrow={t('services.list.eyebrow')} title={t('services.list.title')} muted>
        <CardGrid
          columns={5}
          cards={[
            { icon: 'search', title: t('services.consulting.title'), text: t('services.consulting.text') },
            { icon: 'scale', title: t('services.structuring.title'), text: t('services.structuring.text') },
            { icon: 'cube', title: t('services.issuance.title'), text: t('services.issuance.text') },
            { icon: 'users', title: t('services.distribution.title'), text: t('services.distribution.text') },
            { icon: 'chart', title: t('services.management.title'), text: t('services.management.text') },
          ]}
        />
      </Section>
      <Section eyebrow={t('services.custom.eyebrow')} title={t('services.custom.title')} intro={t('services.custom.intro')}>
        <ul className="plain-list stack stack--halves checklist">
          {custom.map((key) => (
            <li key={key}>
              <Icon name="check" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={t('services.cta.title')} text={t('services.cta.text')} action={t('services.cta.action')} to={PUBLIC_PAGES.contact} />
    </SitePage>
  );
}
