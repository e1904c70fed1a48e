// A part of the app that needs a catalog group (web/i18n/catalogs.ts) renders through this: when the
// group is not loaded yet in the current language, it suspends (the route's Suspense shows the page
// loader) until it is. The route's code loader preloads the same files, so nothing waits one more trip.
import { use, type ComponentType, type ReactNode } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { DEFAULT_LANGUAGE, type Language } from '../../core/i18n-locales';
import type { Loadable } from '../app/code-loader';
import { lazyComponent } from '../components/lazy-component';
import { loadMessages, preloadMessages, type CatalogGroup } from './catalogs';
import { i18nAtom, type I18nState } from './i18n';

type Store = ReturnType<typeof useStore>;

// One load per store, language and groups while it runs: React must get the same promise back when it
// retries the suspended render, and the prerender's stores must not share one.
const loading = new WeakMap<Store, Map<string, Promise<void>>>();

async function addGroups(store: Store, state: I18nState, missing: readonly CatalogGroup[]): Promise<void> {
  const groups = [...state.groups, ...missing];
  const messages = await loadMessages(state.language, groups);
  const current = store.get(i18nAtom);
  // The language changed meanwhile: the next render asks again, in that language.
  if (!current || current.language !== state.language) return;
  store.set(i18nAtom, { language: current.language, groups: [...new Set([...current.groups, ...groups])], messages: { ...current.messages, ...messages } });
}

function groupsLoaded(store: Store, state: I18nState, missing: readonly CatalogGroup[]): Promise<void> {
  let byKey = loading.get(store);
  if (!byKey) loading.set(store, (byKey = new Map()));
  const key = `${state.language}:${missing.join(',')}`;
  let promise = byKey.get(key);
  if (!promise) {
    const running = addGroups(store, state, missing).finally(() => byKey.delete(key));
    byKey.set(key, running);
    promise = running;
  }
  return promise;
}

export function WithCatalogs({ groups, children }: { groups: readonly CatalogGroup[]; children: ReactNode }) {
  const store = useStore();
  const state = useAtomValue(i18nAtom);
  if (!state) throw new Error('WithCatalogs needs i18nAtom to be set before rendering');
  const missing = groups.filter((group) => !state.groups.includes(group));
  if (missing.length > 0) use(groupsLoaded(store, state, missing));
  return children;
}

/** The language the page is shown in (start's detectLanguage and every switch write it into html lang). */
function pageLanguage(): Language {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/**
 * A component whose code loads on first render (unless it has already arrived), its texts of `groups`
 * fetched together with it; it suspends (the nearest Suspense shows its fallback) until both are here.
 */
export function lazyWithCatalogs(load: Loadable<ComponentType>, groups: readonly CatalogGroup[]): ComponentType {
  const Loaded = lazyComponent(load, () => preloadMessages(pageLanguage(), groups));
  return function WithItsCatalogs() {
    return (
      <WithCatalogs groups={groups}>
        <Loaded />
      </WithCatalogs>
    );
  };
}
