// What the sidebar holds, on desktop and in the phone drawer alike: the brand, the user menu, the
// privileged section (admins; ERIR users), and the account menu at the foot.
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { hasRole } from '../../../core/auth';
import { approvalQueries } from '../../features/approvals/api/approvals-api';
import { Icon } from '../../components/icon';
import type { Profile } from '../session';
import { useBrand } from '../use-brand';
import { useT } from '../../i18n/i18n';
import { AccountMenu } from './account-menu';
import { adminMenu, adminMenuTitle, userMenu, type NavItem } from './nav-items';
import { mustEnrol } from './second-factor-gate';

interface SidebarContentProps {
  profile: Profile;
  /** Desktop icon-only mode: labels stay in the page for screen readers and show as tooltips. */
  collapsed: boolean;
  /** Called when a link is followed, so the phone drawer can close. */
  onNavigate?: () => void;
}

function NavList({ items, collapsed, onNavigate, labelledBy }: { items: NavItem[]; collapsed: boolean; onNavigate?: () => void; labelledBy?: string }) {
  const t = useT();
  return (
    <ul className="plain-list stack stack--tight" aria-labelledby={labelledBy}>
      {items.map((item) => {
        const label = t(item.labelKey);
        return (
          <li key={item.id}>
            <Link
              to={item.to}
              className="row dash-nav__link"
              aria-current={item.active ? 'page' : undefined}
              title={collapsed ? label : undefined}
              onClick={onNavigate}
            >
              <Icon icon={item.icon} />
              <span className={collapsed ? 'visually-hidden' : undefined}>{label}</span>
              {item.count ? (
                <span className="dash-nav__count">
                  <span aria-hidden="true">{item.count}</span>
                  <span className="visually-hidden">{t('dashboard.menu.approvalsCount', { count: item.count })}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SidebarContent({ profile, collapsed, onNavigate }: SidebarContentProps) {
  const t = useT();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const adminTitleId = useId();
  const where = { pathname, search };
  // An account that must enrol a second factor may open nothing else: the menus would lead back here.
  const enrolFirst = mustEnrol(profile);
  // The requests the user could decide: asked again on focus and after every decision (their keys).
  const approvals = useQuery({ ...approvalQueries.count(), enabled: hasRole(profile, 'erir') && !enrolFirst });
  const privileged = enrolFirst ? [] : adminMenu(profile, where, approvals.data?.pending);
  return (
    <div className="dash-sidebar__inner" data-collapsed={collapsed || undefined}>
      <Link
        to="/dashboard"
        className="row dash-sidebar__brand"
        aria-label={t('dashboard.sidebar.home', { brand: brand.name })}
        onClick={onNavigate}
      >
        <img src={brand.logoPath} alt="" />
      </Link>
      <nav className="dash-nav" aria-label={t('dashboard.sidebar.label')}>
        {enrolFirst ? null : <NavList items={userMenu(profile, where)} collapsed={collapsed} onNavigate={onNavigate} />}
        {privileged.length > 0 && (
          <div className="dash-nav__section">
            <h2 id={adminTitleId} className="eyebrow eyebrow--muted dash-nav__title">
              <span className={collapsed ? 'visually-hidden' : undefined}>{t(adminMenuTitle(profile))}</span>
            </h2>
            <NavList items={privileged} collapsed={collapsed} onNavigate={onNavigate} labelledBy={adminTitleId} />
          </div>
        )}
      </nav>
      <AccountMenu profile={profile} collapsed={collapsed} onDone={onNavigate} />
    </div>
  );
}
