// The dashboard's top bar: the sidebar toggle, the breadcrumb ("Panel / Usuarios") and the language
// switcher.
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Icon } from '../../components/icon';
import { menuOutline } from 'ionicons/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { SkipLink } from '../../components/skip-link';
import { useT } from '../../i18n/i18n';
import { dashboardCrumbsAtom } from '../use-dashboard-page';
import type { SidebarControls } from './use-sidebar';
import '../../components/icon-button.css';

export const MAIN_ID = 'panel-contenido';

function Breadcrumb() {
  const t = useT();
  const crumbs = useAtomValue(dashboardCrumbsAtom);
  return (
    <nav className="dash-breadcrumb" aria-label={t('dashboard.breadcrumb.label')}>
      <ol className="plain-list row">
        <li className="row">
          {crumbs.length > 0 ? (
            <Link to="/dashboard">{t('dashboard.breadcrumb.root')}</Link>
          ) : (
            <span aria-current="page">{t('dashboard.breadcrumb.root')}</span>
          )}
        </li>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="row">
            <span aria-hidden="true">
              /
            </span>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function DashboardHeader({ sidebar, sidebarId }: { sidebar: SidebarControls; sidebarId: string }) {
  const t = useT();
  const open = sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded;
  return (
    <header className="row dash-header">
      <SkipLink mainId={MAIN_ID} />
      <button
        type="button"
        className="icon-box icon-button dash-icon-button"
        aria-label={t('dashboard.sidebar.toggle')}
        aria-expanded={open}
        aria-controls={sidebarId}
        aria-keyshortcuts="Control+B Meta+B"
        onClick={sidebar.toggle}
      >
        <Icon icon={menuOutline} />
      </button>
      <Breadcrumb />
      <LanguageSwitcher className="dash-header__language" />
    </header>
  );
}
