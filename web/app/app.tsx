// The app shell: every route, and the app-wide banners. Routing is plain react-router; Ionic comes in
// with the members' area only (see routes.tsx).
import { Route, Routes } from 'react-router-dom';
import { OfflineBanner } from '../components/offline-banner';
import { appRoutes } from './routes';
import { UpdatePrompt } from '../shell/update-prompt';
import { useBrandBootstrap } from '../shell/use-brand';

export function App() {
  useBrandBootstrap();
  return (
    <>
      <Routes>
        {appRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
