// The legal pages (spec 000 §2): aviso legal, privacy, cookies, terms and accessibility. Their texts
// live in ./legal/ per language and carry the brand's legal identity; this page lays them out.
import type { ComponentType } from 'react';
import { useBrand } from '../../shell/use-brand';
import { useLanguage, useT } from '../../i18n/i18n';
import { formatDate } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { PUBLIC_PAGES } from '../../../core/public-routes';
import { accessibility } from './legal/accessibility';
import { cookies } from './legal/cookies';
import { legalNotice } from './legal/legal-notice';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';
import { LAST_REVISED, type LegalTextSource } from './legal/types';
import { SitePage } from './site-page';

function LegalPage({ source, path }: { source: LegalTextSource; path: string }) {
  const t = useT();
  const brand = useBrand();
  const [language] = useLanguage();
  const text = source[language](brand);
  return (
    <SitePage className="legal" meta={{ title: text.title, description: text.description, path }}>
      <article className="site-container legal__article" aria-labelledby="page-title">
        <p className="eyebrow">{t('legal.eyebrow')}</p>
        <h1 id="page-title" className="display-title page-title">
          {text.title}
        </h1>
        <p className="meta-text legal__revised">{t('legal.revised', { date: formatDate(LAST_REVISED, INTL_LOCALE[language]) })}</p>
        <p className="lead-text legal__intro">{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="prose">
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </SitePage>
  );
}

const page = (source: LegalTextSource, path: string): ComponentType =>
  function Legal() {
    return <LegalPage source={source} path={path} />;
  };

export const LegalNoticePage = page(legalNotice, PUBLIC_PAGES.legalNotice);
export const PrivacyPage = page(privacy, PUBLIC_PAGES.privacy);
export const CookiesPage = page(cookies, PUBLIC_PAGES.cookies);
export const TermsPage = page(terms, PUBLIC_PAGES.terms);
export const AccessibilityPage = page(accessibility, PUBLIC_PAGES.accessibility);
