// Ionic and the server-state cache for the members' area only: Ionic's CSS, its set-up and its root
// element, and TanStack Query, load with the first dashboard page, so the public pages and the sign-in
// screens never download Ionic (their first load stays small).
import type { ReactNode } from 'react';
import { IonApp, setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import { QueryShell } from './query-shell';

setupIonicReact();

export function IonicShell({ children }: { children: ReactNode }) {
  return (
    <QueryShell>
      <IonApp>{children}</IonApp>
    </QueryShell>
  );
}
