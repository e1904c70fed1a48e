// Keeps the page painted in the current brand, and asks the BFF once which brand this visit is for.
import { useEffect, useLayoutEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { Brand } from '../../core/brand';
import { brandAtom, brandQuery } from './brand';
import { applyBrandTheme } from './brand-theme';

export function useBrandBootstrap(): void {
  const [brand, setBrand] = useAtom(brandAtom);
  const { data: answer } = useQuery(brandQuery);
  useEffect(() => {
    // The same brand again (the usual case) is no change: no re-render of the whole app.
    if (answer) setBrand((known) => (JSON.stringify(known) === JSON.stringify(answer) ? known : answer));
  }, [answer, setBrand]);
  useLayoutEffect(() => applyBrandTheme(brand), [brand]);
}

export function useBrand(): Brand {
  return useAtomValue(brandAtom);
}
