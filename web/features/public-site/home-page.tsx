// The public home page (spec 000 §2): hero (#inicio) with a button to how it works and one to contact,
// what tokenization is (#mas-informacion), how it works in five steps (#como-funciona), benefits,
// about us (#nosotros) with the team (#equipo), values, innovation and the contact form (#contacto).
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { ContactSection } from './contact-section';
import { Icon } from './icons';
import { CardGrid, Section, StepList } from './sections';
import { useAssetCards, useBenefitCards, useStepCards, useTeamCards, useValueCards } from './shared-content';
import { SitePage } from './site-page';
import './home-page.css';

function Hero() {
  const t = useT();
  const assets = useAssetCards();
  return (
    <section id="inicio" className="page-hero" aria-labelledby="inicio-title">
      <div className="site-container stack hero__grid">
        <div className="hero__copy">
          <p className="eyebrow eyebrow--on-dark">{t('home.hero.eyebrow')}</p>
          <h1 id="inicio-title" className="display-title display-title--on-dark hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="lead-text lead-text--on-dark page-hero__lead hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="cluster hero__actions">
            <a className={buttonClass('primary', 'dash-button--large')} href="#como-funciona">
              {t('home.hero.howItWorks')}
            </a>
            <a className={buttonClass('on-dark', 'dash-button--large')} href="#contacto">
              {t('home.hero.contact')}
            </a>
          </div>
          <p className="row hero__badge">
            <Icon name="award" />
            {t('home.hero.sandbox')}
          </p>
        </div>
        <div className="asset-panel">
          <h2 className="asset-panel__title">{t('home.assets.title')}</h2>
          <ul className="plain-list stack asset-panel__list">
            {assets.map(({ icon, title, text }) => (
              <li key={title} className="row asset-panel__item">
                <span className="icon-box asset-panel__icon">
                  <Icon name={icon} />
                </span>
                <span>
                  <span className="asset-panel__name">{title}</span>
                  <span className="asset-panel__detail">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function WhatIsTokenization() {
  const t = useT();
  return (
    <Section id="mas-informacion" eyebrow={t('home.what.eyebrow')} title={t('home.what.title')}>
      <div className="stack split">
        <p className="lead">{t('home.what.text')}</p>
        <div>
          <ul className="plain-list stack checklist">
            {(['home.what.point1', 'home.what.point2', 'home.what.point3'] as const).map((key) => (
              <li key={key}>
                <Icon name="check" />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
          <Link className="text-link" to={PUBLIC_PAGES.tokenization}>
            {t('home.what.more')}
            <Icon name="arrow" />
          </Link>
        </div>
      </div>
    </Section>
  );
}

function Benefits() {
  const t = useT();
  return (
    <Section eyebrow={t('home.benefits.eyebrow')} title={t('home.benefits.title')} intro={t('home.benefits.intro')}>
      <CardGrid
        columns={4}
        cards={useBenefitCards()}
      />
    </Section>
  );
}

function AboutUs() {
  const t = useT();
  const { name } = useBrand();
  return (
    <Section id="nosotros" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')} intro={t('home.about.text', { brand: name })} muted>
      <div id="equipo" className="team">
        <h3 className="section-title">{t('home.team.title')}</h3>
        <CardGrid
          cards={useTeamCards()}
        />
      </div>
    </Section>
  );
}

function Values() {
  const t = useT();
  return (
    <Section eyebrow={t('home.values.eyebrow')} title={t('home.values.title')}>
      <CardGrid
        cards={useValueCards()}
      />
    </Section>
  );
}

function Innovation() {
  const t = useT();
  return (
    <Section eyebrow={t('home.innovation.eyebrow')} title={t('home.innovation.title')} intro={t('home.innovation.text')} muted>
      <CardGrid
        cards={[
          { icon: 'document', title: t('home.innovation.contracts.title'), text: t('home.innovation.contracts.text') },
          { icon: 'globe', title: t('home.innovation.polygon.title'), text: t('home.innovation.polygon.text') },
          { icon: 'sparkles', title: t('home.innovation.sandbox.title'), text: t('home.innovation.sandbox.text') },
        ]}
      />
    </Section>
  );
}

export function HomePage() {
  const t = useT();
  const steps = useStepCards('home');
  return (
    <SitePage className="home" meta={{ title: t('home.meta.title'), description: t('home.meta.description'), path: PUBLIC_PAGES.home }}>
      <Hero />
      <WhatIsTokenization />
      <Section id="como-funciona" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')} intro={t('home.steps.intro')}>
        <StepList steps={steps} />
      </Section>
      <Benefits />
      <AboutUs />
      <Values />
      <Innovation />
      <ContactSection id="contacto" />
    </SitePage>
  );
}
