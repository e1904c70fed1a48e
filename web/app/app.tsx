// The app shell: Ionic's root, the router with every route, and the app-wide banners.
import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { Route } from 'react-router-dom';
import { OfflineBanner } from '../components/offline-banner';
import { appRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';
import { useBrandBootstrap } from './use-brand';

export function App() {
  useBrandBootstrap();
  return (
    <IonApp>
      <IonReactRouter>
        <IonRouterOutlet>
          {appRoutes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </IonRouterOutlet>
      </IonReactRouter>
      <OfflineBanner />
      <UpdatePrompt />
    </IonApp>
  );
}
