// Ionic for the members' area only: its CSS, its set-up and its root element load with the first
// dashboard or sign-in page, so the public pages never download Ionic (their first load stays small).
import type { ReactNode } from 'react';
import { IonApp, setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';

setupIonicReact();

export function IonicShell({ children }: { children: ReactNode }) {
  return <IonApp>{children}</IonApp>;
}
