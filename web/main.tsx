// Starts the app: remembers ?platform=, paints the last known brand, picks the language and loads its
// catalog before the first render (so the first paint is already in the right language), then
// registers the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore } from 'jotai';
import { setupIonicReact } from '@ionic/react';
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import './app/global.css';
import { App } from './app/app';
import { brandAtom } from './app/brand';
import { applyBrandTheme } from './app/brand-theme';
import { rememberPlatformFromUrl } from './app/platform';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/sw-register';
import { i18nAtom, loadI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/language';

rememberPlatformFromUrl();
const store = createStore();
applyBrandTheme(store.get(brandAtom));
setupIonicReact();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(container: HTMLElement): Promise<void> {
  store.set(i18nAtom, await loadI18n(detectLanguage()));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
  await registerServiceWorker(store);
}

void start(root);
