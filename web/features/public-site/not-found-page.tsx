// Any address the app does not know: say so plainly and offer the way home.
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n';
import { SitePage } from './site-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <SitePage meta={{ title: t('notFound.meta.title'), description: t('notFound.text') }}>
      <section className="row section section--muted not-found" aria-labelledby="not-found-title">
        <div className="site-container">
          <header className="section__header">
            <p className="eyebrow">{t('notFound.code')}</p>
            <h1 id="not-found-title" className="display-title page-title">
              {t('notFound.title')}
            </h1>
            <p className="lead-text section__intro">{t('notFound.text')}</p>
          </header>
          <Link className={buttonClass('primary', 'dash-button--large')} to="/">
            {t('notFound.home')}
          </Link>
        </div>
      </section>
    </SitePage>
  );
}
