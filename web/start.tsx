// Starts the app (loaded by web/main.tsx once the page has painted): paints the last known brand, picks the language and loads its
// catalog before the first render (so the first paint is already in the right language), then
// registers the service worker. A page the build prerendered (public pages, in Spanish, default brand)
// is hydrated when this visit matches what was prerendered; otherwise the app renders from scratch.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { App } from './app/app';
import { firstCatalogGroups } from './app/routes';
import { keepProjectPreview } from './shell/kept-preview';
import { firstCode } from './app/first-code';
import { brandAtom } from './shell/brand';
import { applyBrandTheme } from './shell/brand-theme';
import { matchesPrerender } from './shell/prerender-match';
import { AppProviders } from './shell/providers';
import { registerServiceWorker } from './shell/sw-register';
import { i18nAtom, loadI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/language';

const store = createStore();
applyBrandTheme(store.get(brandAtom));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Public pages render their own description and social tags, which React adds to <head>. The ones
 * already there (the shell's defaults, or a prerendered page's copy) would otherwise stay first and
 * win, so they go before the first render. The <title> stays: React takes the document's first title
 * over rather than adding one, and removing it would leave the page without a title until the app has
 * rendered (axe saw that gap while a prerendered page was hydrating).
 */
function clearStaticHeadTags(): void {
  document.head
    .querySelectorAll('meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]')
    .forEach((element) => element.remove());
}

async function start(container: HTMLElement): Promise<void> {
  keepProjectPreview(container);
  // On a members' page the first render waits for the members' area and the screen (early-data.ts): a
  // page that painted first runs their code after this one's, and drawing before would put the spinner
  // of a page still loading over the heading or the project's preview already on screen.
  const [i18n] = await Promise.all([loadI18n(detectLanguage(), firstCatalogGroups(window.location.pathname)), firstCode()?.catch(() => undefined)]);
  store.set(i18nAtom, i18n);
  const tree = (
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  clearStaticHeadTags();
  const visit = { path: window.location.pathname, language: i18n.language, platform: store.get(brandAtom).platform };
  // Either way the first render is a transition, so React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (a members' screen from its
  // skeleton: ~300 ms in one task on a mid-range phone). The prerendered page or skeleton stays
  // on screen until the render commits.
  startTransition(() => {
    if (matchesPrerender(container, visit)) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
  await registerServiceWorker(store);
}

void start(root);
