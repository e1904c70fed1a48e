// "<page> · <brand>" in the browser tab. Ionic keeps earlier pages mounted for back navigation, so the
// title is also set each time a page comes back into view, not only when it mounts.
import { useEffect } from 'react';
import { useIonViewWillEnter } from '@ionic/react';
import { useBrand } from './use-brand';

export function useDocumentTitle(pageTitle?: string): void {
  const { name } = useBrand();
  const title = pageTitle ? `${pageTitle} · ${name}` : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useIonViewWillEnter(() => {
    document.title = title;
  }, [title]);
}
