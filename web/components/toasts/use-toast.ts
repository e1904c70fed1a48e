// Any screen of the platform shows a toast with `const toast = useToast(); toast.error('...')`; the
// <Toaster /> in the dashboard shell renders them.
import { useMemo } from 'react';
import { atom, useSetAtom } from 'jotai';
import { pushToast, type Toast, type ToastKind } from './toast-queue';

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

export interface ToastApi {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export function useToast(): ToastApi {
  const setToasts = useSetAtom(toastsAtom);
  return useMemo(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextId++;
      setToasts((toasts) => pushToast(toasts, { id, kind, message }));
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [setToasts]);
}
