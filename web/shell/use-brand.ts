// Keeps the page painted in the current brand, and asks the BFF once which brand this visit is for.
import { useEffect, useLayoutEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { Brand } from '../../core/brand';
import { brandAtom, brandByBff } from './brand';
import { applyBrandTheme } from './brand-theme';

export function useBrandBootstrap(): void {
  const [brand, setBrand] = useAtom(brandAtom);
  useEffect(() => {
    let current = true;
    void brandByBff().then((answer) => {
      // The same brand again (the usual case) is no change: no re-render of the whole app.
      if (current && answer) setBrand((known) => (JSON.stringify(known) === JSON.stringify(answer) ? known : answer));
    });
    return () => {
      current = false;
    };
  }, [setBrand]);
  useLayoutEffect(() => applyBrandTheme(brand), [brand]);
}

export function useBrand(): Brand {
  return useAtomValue(brandAtom);
}
