// /dashboard/approvals (issue 57), for admins and ERIR users (RequireRole, as the BFF; each sees the
// requests of their scope): what someone proposed and waits for a second person, approved or rejected
// here, and the history of what was decided.
import { useDashboardPage } from '../../shell/use-dashboard-page';
import { useT } from '../../i18n/i18n';
import { ApprovalListing } from './approval-listing';
import './approvals.css';

export function ApprovalsPage() {
  const t = useT();
  useDashboardPage([{ label: t('approvals.title') }]);
  return (
    <div className="approvals">
      <header className="dash-page-header">
        <h1 className="dash-title">{t('approvals.title')}</h1>
        <p className="dash-subtitle">{t('approvals.subtitle')}</p>
      </header>
      <ApprovalListing />
    </div>
  );
}
