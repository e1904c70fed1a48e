// The dashboard frame (spec 000 §2 "Dashboard shell"): sidebar (a column on desktop, a drawer on phones),
// a header with the menu toggle and the breadcrumb, the blocked-account notice, for admins the chain's
// reconciliation banner, the invitation to add a second factor, the page, the platform's toasts and the
// step-up dialog. An account that must enrol a second factor first sees the security screen only.
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lockClosedOutline } from 'ionicons/icons';
import { hasRole } from '../../../core/auth';
import { ProjectPreviewOr } from '../kept-preview';
import { isBlocked, type Profile } from '../session';
import { Callout } from '../../components/callout';
import { ContentLoading } from '../../components/content-loading';
import { Toaster } from '../../components/toasts/toaster';
import { useT } from '../../i18n/i18n';
import { SECURITY_PATH } from '../route-table';
import { DashboardHeader, MAIN_ID } from './dashboard-header';
import { MobileDrawer } from './mobile-drawer';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './use-sidebar';
import { mustEnrol, SecondFactorInvite } from './second-factor-gate';
import { StepUpHost } from './step-up-host';

// Only admins download it (and the admin screens' texts it speaks in), once the shell is drawn: members'
// pages carry none of its code, texts or requests.
const AdminReconciliationBanner = lazy(() => import('../../features/chain/admin-reconciliation-banner').then((m) => ({ default: m.AdminReconciliationBanner })));

function BlockedNotice() {
  const t = useT();
  return (
    <Callout tone="danger" icon={lockClosedOutline} role="alert" className="dash-blocked">
      <p>{t('dashboard.blocked')}</p>
    </Callout>
  );
}

export function DashboardShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const sidebar = useSidebar();
  const sidebarId = useId();
  const closeDrawer = () => sidebar.setDrawerOpen(false);
  const { pathname } = useLocation();
  const enrolFirst = mustEnrol(profile);
  return (
    <div className="dash" data-sidebar={sidebar.expanded ? 'expanded' : 'collapsed'}>
      {sidebar.isMobile ? (
        <MobileDrawer id={sidebarId} open={sidebar.drawerOpen} onClose={closeDrawer}>
          <SidebarContent profile={profile} collapsed={false} onNavigate={closeDrawer} />
        </MobileDrawer>
      ) : (
        <div id={sidebarId} className="dash-sidebar">
          <SidebarContent profile={profile} collapsed={!sidebar.expanded} />
        </div>
      )}
      <div className="dash-main">
        <DashboardHeader sidebar={sidebar} sidebarId={sidebarId} />
        <div className="dash-scroll">
          <main id={MAIN_ID} className="dash-content" tabIndex={-1}>
            {isBlocked(profile) && <BlockedNotice />}
            {hasRole(profile, 'admin') && (
              <Suspense fallback={null}>
                <AdminReconciliationBanner />
              </Suspense>
            )}
            <SecondFactorInvite profile={profile} pathname={pathname} />
            {enrolFirst && pathname !== SECURITY_PATH ? (
              <Navigate to={SECURITY_PATH} replace />
            ) : (
              <Suspense fallback={<ProjectPreviewOr fallback={<ContentLoading />} />}>{children}</Suspense>
            )}
          </main>
        </div>
      </div>
      <Toaster />
      <StepUpHost />
    </div>
  );
}
