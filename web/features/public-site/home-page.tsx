// The public home page's first screen (spec 000 §2): hero (#inicio), the five steps (#como-funciona)
// and a contact teaser (#contacto). The full public site builds on these sections.
import { IonIcon } from '@ionic/react';
import {
  barChartOutline,
  businessOutline,
  cubeOutline,
  documentTextOutline,
  earthOutline,
  leafOutline,
  mailOutline,
  ribbonOutline,
  rocketOutline,
  searchOutline,
  shieldCheckmarkOutline,
  syncOutline,
} from 'ionicons/icons';
import { useDocumentTitle } from '../../app/document-title';
import { useBrand } from '../../app/use-brand';
import { useT } from '../../i18n/i18n';
import { SitePage } from './site-page';
import './home-page.css';

const ASSETS = [
  { key: 'realEstate', icon: businessOutline },
  { key: 'privateDebt', icon: documentTextOutline },
  { key: 'agribusiness', icon: leafOutline },
  { key: 'circular', icon: syncOutline },
  { key: 'impact', icon: earthOutline },
] as const;

const STEPS = [
  { key: 'selection', icon: searchOutline },
  { key: 'legal', icon: shieldCheckmarkOutline },
  { key: 'tokenization', icon: cubeOutline },
  { key: 'issuance', icon: rocketOutline },
  { key: 'management', icon: barChartOutline },
] as const;

function Hero() {
  const t = useT();
  return (
    <section id="inicio" className="hero" aria-labelledby="inicio-title">
      <div className="site-container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="inicio-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="hero__actions">
            <a className="button button--primary button--large" href="#como-funciona">
              {t('home.hero.howItWorks')}
            </a>
            <a className="button button--outline-light button--large" href="#contacto">
              {t('home.hero.contact')}
            </a>
          </div>
          <p className="hero__badge">
            <IonIcon icon={ribbonOutline} aria-hidden="true" />
            {t('home.hero.sandbox')}
          </p>
        </div>
        <div className="asset-panel">
          <h2 className="asset-panel__title">{t('home.assets.title')}</h2>
          <ul className="asset-panel__list">
            {ASSETS.map(({ key, icon }) => (
              <li key={key} className="asset-panel__item">
                <span className="asset-panel__icon">
                  <IonIcon icon={icon} aria-hidden="true" />
                </span>
                <span>
                  <span className="asset-panel__name">{t(`home.assets.${key}`)}</span>
                  <span className="asset-panel__detail">{t(`home.assets.${key}.detail`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  const t = useT();
  return (
    <section id="como-funciona" className="section" aria-labelledby="como-funciona-title">
      <div className="site-container">
        <header className="section__header">
          <p className="eyebrow">{t('home.steps.eyebrow')}</p>
          <h2 id="como-funciona-title" className="section__title">
            {t('home.steps.title')}
          </h2>
          <p className="section__intro">{t('home.steps.intro')}</p>
        </header>
        <ol className="steps">
          {STEPS.map(({ key, icon }, index) => (
            <li key={key} className="step">
              <div className="step__top">
                <span className="step__icon">
                  <IonIcon icon={icon} aria-hidden="true" />
                </span>
                <span className="step__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="step__title">{t(`home.steps.${key}.title`)}</h3>
              <p className="step__text">{t(`home.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ContactTeaser() {
  const t = useT();
  const { legal } = useBrand();
  return (
    <section id="contacto" className="section section--muted" aria-labelledby="contacto-title">
      <div className="site-container">
        <div className="contact-card">
          <div>
            <p className="eyebrow">{t('home.contact.eyebrow')}</p>
            <h2 id="contacto-title" className="section__title">
              {t('home.contact.title')}
            </h2>
            <p className="section__intro">{t('home.contact.text')}</p>
          </div>
          <div className="contact-card__actions">
            <a className="button button--primary button--large" href={`mailto:${legal.contactEmail}`}>
              <IonIcon icon={mailOutline} aria-hidden="true" />
              {t('home.contact.cta')}
            </a>
            <p className="contact-card__email">{t('home.contact.email', { email: legal.contactEmail })}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

export function HomePage() {
  const t = useT();
  useDocumentTitle(t('home.meta.title'));
  return (
    <SitePage className="home">
      <Hero />
      <HowItWorks />
      <ContactTeaser />
    </SitePage>
  );
}
