// App-wide providers: the jotai store (brand, language, session...) and the message catalogs.
import type { ReactNode } from 'react';
import { Provider, type createStore } from 'jotai';
import { I18nProvider } from '../i18n/i18n';

export function AppProviders({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider>{children}</I18nProvider>
    </Provider>
  );
}
