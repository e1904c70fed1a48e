// The public site's fixed top bar (spec 000 §2): brand logo, language switcher and the way in to the
// platform. Feature pages of the public site add their section links here.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useBrand } from '../../app/use-brand';
import { useT } from '../../i18n/i18n';

/**
 * Ionic keeps earlier pages mounted (hidden) for back navigation, so an id can appear more than once:
 * move focus to this page's own <main> rather than relying on the fragment.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = event.currentTarget.closest('.ion-page')?.querySelector('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function SiteHeader({ mainId }: { mainId: string }) {
  const t = useT();
  const brand = useBrand();
  return (
    <header className="site-header">
      <a className="skip-link" href={`#${mainId}`} onClick={skipToMain}>
        {t('nav.skip')}
      </a>
      <nav className="site-container site-header__bar" aria-label={t('nav.label')}>
        <Link to="/" className="site-header__logo" aria-label={t('nav.home', { brand: brand.name })}>
          <img src={brand.logoPath} alt="" height={32} />
        </Link>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <Link to="/user-login" className="button button--primary site-header__access">
            <span className="site-header__access-long">{t('nav.access')}</span>
            <span className="site-header__access-short">{t('nav.access.short')}</span>
          </Link>
        </div>
      </nav>
    </header>
  );
}
