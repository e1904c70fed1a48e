// "<page> · <brand>" in the browser tab for the members' area. (Public pages render their own <title>
// and meta tags, which React places in <head> and the prerenderer writes into the HTML.)
import { useEffect } from 'react';
import { useBrand } from './use-brand';

export function useDocumentTitle(pageTitle?: string): void {
  const { name } = useBrand();
  const title = pageTitle ? `${pageTitle} · ${name}` : name;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
