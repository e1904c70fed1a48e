// The platform's toast rules (spec 001 §9): each toast stays 4000 ms and at most 3 are visible; a new one
// pushes the oldest out.
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export function pushToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [...toasts, toast].slice(-MAX_VISIBLE_TOASTS);
}

export function dropToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
