// The members' area: the Ionic shell (Ionic and the server-state cache, which only members' pages
// download) and the dashboard's frame around whichever screen of the route table the address names
// (web/shell/router.tsx nests them under it).
import { Outlet } from 'react-router-dom';
import { DashboardPage } from './members/dashboard-page';
import { IonicShell } from './ionic-shell';
import { KycBackgroundSync } from './kyc-background-sync';

// What the router draws inside the frame comes with it: in one chunk, not two more files per page.
export { DashboardNotFound } from './members/dashboard-not-found';
export { RequireRole } from './require-role';

export function MembersFrame() {
  return (
    <IonicShell>
      <DashboardPage>
        <KycBackgroundSync />
        <Outlet />
      </DashboardPage>
    </IonicShell>
  );
}
