// Adds catalog groups (web/i18n/catalogs.ts) to the app's texts, for a route that needs them: its code
// and its texts arrive together before it renders (web/shell/router.tsx), so it never draws a key.
import type { createStore } from 'jotai';
import { loadMessages, type CatalogGroup } from './catalogs';
import { i18nAtom, type I18nState } from './i18n';

type Store = ReturnType<typeof createStore>;

// One load per store, language and groups while it runs: the prerender's stores must not share one.
const loading = new WeakMap<Store, Map<string, Promise<void>>>();

async function addGroups(store: Store, state: I18nState, missing: readonly CatalogGroup[]): Promise<void> {
  const groups = [...state.groups, ...missing];
  const messages = await loadMessages(state.language, groups);
  const current = store.get(i18nAtom);
  // The language changed meanwhile: the route asks again on its next visit, in that language.
  if (!current || current.language !== state.language) return;
  store.set(i18nAtom, { language: current.language, groups: [...new Set([...current.groups, ...groups])], messages: { ...current.messages, ...messages } });
}

/**
 * Resolves once `groups` are in the store's texts. Before the app's start has set the texts, it has
 * nothing to do: the start loads the groups of the routes the first address matches itself.
 */
export function addCatalogGroups(store: Store, groups: readonly CatalogGroup[]): Promise<void> {
  const state = store.get(i18nAtom);
  const missing = state ? groups.filter((group) => !state.groups.includes(group)) : [];
  if (!state || missing.length === 0) return Promise.resolve();
  let byKey = loading.get(store);
  if (!byKey) loading.set(store, (byKey = new Map()));
  const key = `${state.language}:${missing.join(',')}`;
  let promise = byKey.get(key);
  if (!promise) {
    promise = addGroups(store, state, missing).finally(() => byKey.delete(key));
    byKey.set(key, promise);
  }
  return promise;
}
