// Starts the app (loaded by web/main.tsx once the page has painted): paints the last known brand, makes
// the router from the app's routes (shell/router.tsx: the route's code, its texts and its first answers
// are asked for at once), picks the language and loads the texts the first address needs, then renders
// once both are here — so the first render draws the page itself, never a loading state over the
// prerendered page or skeleton — and registers the service worker. A page the build prerendered is
// hydrated when this visit matches what was prerendered; otherwise the app renders from scratch.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createStore } from 'jotai';
import { brandAtom } from './shell/brand';
import { applyBrandTheme } from './shell/brand-theme';
import { keepProjectPreview } from './shell/kept-preview';
import { matchesPrerender } from './shell/prerender-match';
import { AppProviders } from './shell/providers';
import { appRoutes, firstGroups } from './shell/router';
import { registerServiceWorker } from './shell/sw-register';
import { dropUntakenEarly } from './api/early-requests';
import { i18nAtom, loadI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/language';

type Router = ReturnType<typeof createBrowserRouter>;

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

/** Resolves once the router has the first address's code (its `lazy` routes) and has run its loaders. */
const initialized = (router: Router): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** An answer asked for one page and not taken there is never handed to the next (web/api/early-requests.ts). */
function dropAnswersOnLeaving(router: Router): void {
  let leaving = router.state.navigation.location;
  router.subscribe(({ navigation }) => {
    if (navigation.location && navigation.location !== leaving) dropUntakenEarly();
    leaving = navigation.location;
  });
}

async function start(container: HTMLElement): Promise<void> {
  keepProjectPreview(container);
  // The router asks for the first address's code at once; arrived already (the page's head names it),
  // it would run in this same task, after the app's own: one long task where two shorter ones do.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const routes = appRoutes(store);
  const router = createBrowserRouter(routes);
  const [i18n] = await Promise.all([loadI18n(detectLanguage(), firstGroups(routes, window.location.pathname)), initialized(router)]);
  store.set(i18nAtom, i18n);
  dropAnswersOnLeaving(router);
  const tree = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  clearStaticHeadTags();
  const visit = { path: window.location.pathname, language: i18n.language, platform: store.get(brandAtom).platform };
  // Either way the first render is a transition, so React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree. The prerendered page or
  // skeleton stays on screen until the render commits.
  startTransition(() => {
    if (matchesPrerender(container, visit)) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
  await registerServiceWorker(store);
}

void start(root);
