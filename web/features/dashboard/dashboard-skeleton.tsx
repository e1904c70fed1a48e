// The shell's outline while the user loads: same frame and sidebar width as the real one, so nothing
// jumps when it arrives. On the catalog, the members' landing page, it already shows the page's title:
// the build also renders it as the page the BFF sends for /dashboard (web/prerender.tsx), so a phone
// paints it before any script runs, and the app's first render shows the same.
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { isMembersLanding } from '../../app/members-paths';
import { readSidebarExpanded } from './sidebar-state';

const MENU_ROWS = 4;
const CARDS = 3;

/** `expanded`: the sidebar's remembered state, read from this browser's cookie unless given. */
export function DashboardSkeleton({ expanded = readSidebarExpanded(document.cookie) }: { expanded?: boolean }) {
  const t = useT();
  const catalog = isMembersLanding(useLocation().pathname);
  return (
    <div className="dash dash--skeleton" data-sidebar={expanded ? 'expanded' : 'collapsed'} role="status" aria-busy="true">
      <span className="visually-hidden">{t('dashboard.loading')}</span>
      <div className="dash-sidebar" aria-hidden="true">
        <div className="dash-sidebar__inner">
          <span className="skeleton skeleton--logo" />
          {Array.from({ length: MENU_ROWS }, (_, i) => (
            <span key={i} className="skeleton skeleton--menu" />
          ))}
        </div>
      </div>
      <div className="dash-main" aria-hidden="true">
        <div className="dash-header">
          <span className="skeleton skeleton--icon" />
          <span className="skeleton skeleton--crumb" />
        </div>
        <div className="dash-content">
          {catalog ? (
            <header className="dash-page-header">
              <h1 className="dash-title">{t('catalog.title')}</h1>
              <p className="dash-subtitle">{t('catalog.subtitle')}</p>
            </header>
          ) : (
            <>
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
            </>
          )}
          <div className="skeleton-cards">
            {Array.from({ length: CARDS }, (_, i) => (
              <span key={i} className="skeleton skeleton--card" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
