// The members' area: the dashboard's routes in the Ionic shell, one module the entry fetches and runs as
// soon as it knows the visit is a members' page (web/app/early-data.ts, first-screens.ts). Its code (the
// dashboard's routes, the Ionic shell, and with them Ionic and the server-state cache) would otherwise
// be asked for only once the app has started and rendered its routes, two round trips later on a
// phone's connection. Its texts come with the app's start (routes.tsx firstCatalogGroups), in the
// language start picks.
import { DashboardRoutes } from '../app/dashboard-routes';
import { IonicShell } from './ionic-shell';

export function MembersArea() {
  return (
    <IonicShell>
      <DashboardRoutes />
    </IonicShell>
  );
}
