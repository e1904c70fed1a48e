// The public site's fixed top bar (spec 000 §2): logo, the section links (the company page, what
// tokenization is, services, contact), the language switcher and the way in to the platform. Below
// the wide-screen breakpoint the links fold into a menu the toggle opens and closes.
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SkipLink } from '../../components/skip-link';
import { earlyTapTarget, takeEarlyTaps } from '../../boot/early-taps';
import { useBrand } from '../../shell/use-brand';
import { useT } from '../../i18n/i18n';
import { COMPANY_PAGES, PUBLIC_PAGES } from '../../../core/public-routes';
import { Icon } from './icons';

const MENU_TOGGLE = 'site-menu';

export function SiteHeader({ mainId }: { mainId: string }) {
  const t = useT();
  const brand = useBrand();
  const menuId = useId();
  // The menu is open only at the address where it was opened, so following any link closes it.
  const { key: here } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (value: boolean) => setOpenAt(value ? here : null);
  // Taps on the toggle before the page was hydrated (web/boot/early-taps.ts); a layout effect, so no
  // tap can land between the toggle coming alive and these being applied. Not the initial state: the
  // first render must match the prerendered (closed) menu it hydrates.
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeEarlyTaps(MENU_TOGGLE) % 2 === 1) setOpenAt(here);
    // Once, when the header comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = [
    { to: COMPANY_PAGES[brand.domainId], label: brand.name },
    { to: PUBLIC_PAGES.tokenization, label: t('nav.tokenization') },
    { to: PUBLIC_PAGES.services, label: t('nav.services') },
    { to: PUBLIC_PAGES.contact, label: t('nav.contact') },
  ];

  return (
    <header className={`site-header${open ? ' site-header--open' : ''}`}>
      <SkipLink mainId={mainId} />
      <nav className="site-container row site-header__bar" aria-label={t('nav.label')}>
        <Link to="/" className="row site-header__logo" aria-label={t('nav.home', { brand: brand.name })}>
          <img src={brand.logoPath} alt="" width={128} height={32} />
        </Link>
        <ul id={menuId} className="plain-list site-header__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="site-header__link" onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="row site-header__actions">
          <LanguageSwitcher />
          <Link to="/user-login" className={buttonClass('primary', 'dash-button--large site-header__access')}>
            <span className="site-header__access-long">{t('nav.access')}</span>
            <span className="site-header__access-short">{t('nav.access.short')}</span>
          </Link>
          <button
            type="button"
            className="icon-box site-header__toggle"
            {...earlyTapTarget(MENU_TOGGLE)}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.menu.close') : t('nav.menu.open')}
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'close' : 'menu'} />
          </button>
        </div>
      </nav>
    </header>
  );
}
