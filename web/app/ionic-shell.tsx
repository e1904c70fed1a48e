// Ionic and the server-state cache for the members' area only: Ionic's CSS, its set-up and its root
// element, and TanStack Query, load with the first dashboard or sign-in page, so the public pages never
// download them (their first load stays small).
import type { ReactNode } from 'react';
import { IonApp, setupIonicReact } from '@ionic/react';
import { QueryClientProvider } from '@tanstack/react-query';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import { queryClient } from './query-client';

setupIonicReact();

export function IonicShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <IonApp>{children}</IonApp>
    </QueryClientProvider>
  );
}
