// The one auth page frame shared by login, sign-up, reset and recover (spec 000 §2): the brand's logo,
// a card with the form, the links to the other auth pages, the language switcher, and the page's
// <head> entries: only the login page (the partner brand's home page) is offered to search engines.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { SiteMeta } from '../../components/site-meta';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  links?: ReactNode;
  /** The page's address for search engines; without it the page asks not to be indexed. */
  indexedAt?: string;
}

export function AuthLayout({ title, children, links, indexedAt }: AuthLayoutProps) {
  const brand = useBrand();
  const t = useT();
  return (
    <div className="auth">
      <SiteMeta title={title} description={t('auth.meta.description', { brand: brand.name })} path={indexedAt} />
      <div className="auth__scroll">
        <header className="auth__top">
          <Link to="/" className="auth__logo" aria-label={t('nav.home', { brand: brand.name })}>
            <img src={brand.logoPath} alt="" height={36} />
          </Link>
          <LanguageSwitcher />
        </header>
        <main className="auth__main">
          <section className="auth__card" aria-labelledby="auth-title">
            <h1 id="auth-title" className="auth__title">
              {title}
            </h1>
            {children}
          </section>
          {links ? <nav className="auth__links" aria-label={t('auth.links')}>{links}</nav> : null}
        </main>
        <footer className="auth__footer">
          <p>{t('footer.rights', { year: new Date().getFullYear(), legalName: brand.legal.legalName })}</p>
        </footer>
      </div>
    </div>
  );
}

export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`auth__notice auth__notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
