// The shell's outline while the user loads: same frame and sidebar width as the real one, so nothing
// jumps when it arrives.
import { useT } from '../../i18n/i18n';
import { readSidebarExpanded } from './sidebar-state';

const MENU_ROWS = 4;
const CARDS = 3;

export function DashboardSkeleton() {
  const t = useT();
  const expanded = readSidebarExpanded(document.cookie);
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
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
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
