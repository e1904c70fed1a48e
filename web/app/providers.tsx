// App-wide providers: the jotai store (brand, language, UI state), the server-state cache and the
// message catalogs.
import { useState, type ReactNode } from 'react';
import { Provider, type createStore } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '../i18n/i18n';
import { createQueryClient } from './query-client';

export function AppProviders({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>{children}</I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}
