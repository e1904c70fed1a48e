// The /dashboard/* page: loads the signed-in user, shows a skeleton of the shell meanwhile, then the
// shell around whichever dashboard page the address names. The shell and its page are drawn in the
// background once the user has arrived (a deferred value): React then yields to the browser every few
// milliseconds instead of holding the main thread for the whole first draw (Ionic's frame, the page),
// and the skeleton stays until the shell is ready to replace it.
import { useDeferredValue, type ReactNode } from 'react';
import { IonPage } from '@ionic/react';
import { DashboardShell } from './dashboard-shell';
import { DashboardSkeleton } from './dashboard-skeleton';
import { ProfileFault } from './profile-fault';
import { useCurrentProfile } from './use-current-profile';
import './dashboard.css';

export function DashboardPage({ children }: { children: ReactNode }) {
  const current = useCurrentProfile();
  const profile = useDeferredValue(current.profile);
  let page = <DashboardSkeleton />;
  if (profile) page = <DashboardShell profile={profile}>{children}</DashboardShell>;
  else if (current.fault) page = <ProfileFault fault={current.fault} onRetry={current.retry} />;
  return <IonPage className="dash-page">{page}</IonPage>;
}
