import { describe, expect, it } from 'vitest';
import { dropToast, MAX_VISIBLE_TOASTS, pushToast, type Toast } from './toast-queue';

const toast = (id: number): Toast => ({ id, kind: 'info', message: `message ${id}` });

describe('toast queue', () => {
  it('keeps at most three toasts, dropping the oldest', () => {
    let toasts: Toast[] = [];
    for (const id of [1, 2, 3, 4]) toasts = pushToast(toasts, toast(id));
    expect(toasts.map((t) => t.id)).toEqual([2, 3, 4]);
    expect(toasts).toHaveLength(MAX_VISIBLE_TOASTS);
  });

  it('removes a toast by id and leaves the others in order', () => {
    const toasts = [toast(1), toast(2), toast(3)];
    expect(dropToast(toasts, 2).map((t) => t.id)).toEqual([1, 3]);
    expect(dropToast(toasts, 9)).toEqual(toasts);
  });
});
