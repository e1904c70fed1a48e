// The public site's footer (spec 000 §2): who runs the platform, the legal pages, the social profiles,
// the contact e-mail and the copyright with the current year.
import { Link } from 'react-router-dom';
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { COMPANY_PAGES, PUBLIC_PAGES } from '../../../core/public-routes';
import { BrandIcon } from './icons';

export function SiteFooter() {
  const t = useT();
  const { name, legal, social, domainId } = useBrand();
  const profiles = [
    { href: social.linkedin, icon: 'linkedin' as const, label: t('footer.social.linkedin', { brand: name }) },
    { href: social.twitter, icon: 'x' as const, label: t('footer.social.twitter', { brand: name }) },
  ].filter((profile) => profile.href);
  const sitemap = [
    { to: COMPANY_PAGES[domainId], label: name },
    { to: PUBLIC_PAGES.tokenization, label: t('footer.link.tokenization') },
    { to: PUBLIC_PAGES.services, label: t('footer.link.services') },
    { to: PUBLIC_PAGES.about, label: t('footer.link.about') },
    { to: PUBLIC_PAGES.contact, label: t('footer.link.contact') },
  ];
  const legalLinks = [
    { to: PUBLIC_PAGES.legalNotice, label: t('footer.link.legalNotice') },
    { to: PUBLIC_PAGES.privacy, label: t('footer.link.privacy') },
    { to: PUBLIC_PAGES.cookies, label: t('footer.link.cookies') },
    { to: PUBLIC_PAGES.terms, label: t('footer.link.terms') },
    { to: PUBLIC_PAGES.accessibility, label: t('footer.link.accessibility') },
  ];
  return (
    <footer className="site-footer">
      <div className="site-container stack site-footer__inner">
        <div className="site-footer__identity">
          <p className="site-footer__name">{name}</p>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <address>
            {legal.address}
            <br />
            {t('footer.contact')}: <a href={`mailto:${legal.contactEmail}`}>{legal.contactEmail}</a>
          </address>
          {profiles.length > 0 && (
            <ul className="plain-list cluster site-footer__social" aria-label={t('footer.social.label')}>
              {profiles.map((profile) => (
                <li key={profile.href}>
                  <a className="icon-box" href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
                    <BrandIcon name={profile.icon} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="site-footer__column" aria-label={t('footer.nav.site')}>
          <p className="site-footer__heading">{t('footer.nav.site')}</p>
          <ul className="plain-list stack stack--tight">
            {sitemap.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-label={t('footer.nav.legal')}>
          <p className="site-footer__heading">{t('footer.nav.legal')}</p>
          <ul className="plain-list stack stack--tight">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">
          {t('footer.rights', { year: new Date().getFullYear(), legalName: legal.legalName })}
        </p>
      </div>
    </footer>
  );
}
