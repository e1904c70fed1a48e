// The /dashboard/* page: loads the signed-in user, shows a skeleton of the shell meanwhile, then the
// shell around whichever dashboard page the address names.
import type { ReactNode } from 'react';
import { IonPage } from '@ionic/react';
import { DashboardShell } from './dashboard-shell';
import { DashboardSkeleton } from './dashboard-skeleton';
import { useCurrentProfile } from './use-current-profile';
import './dashboard.css';

export function DashboardPage({ children }: { children: ReactNode }) {
  const profile = useCurrentProfile();
  return (
    <IonPage className="dash-page">
      {profile ? <DashboardShell profile={profile}>{children}</DashboardShell> : <DashboardSkeleton />}
    </IonPage>
  );
}
