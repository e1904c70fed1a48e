import { describe, expect, it, vi } from 'vitest';
import { clearOfflineData } from '../../../offline/store';
import { keepCopy, oldestSavedAt } from './project-queries';

describe('oldestSavedAt', () => {
  it('is null while every page is fresh', () => {
    expect(oldestSavedAt([{ savedAt: null }, { savedAt: null }])).toBeNull();
  });

  it('takes the oldest saved page, whatever its place', () => {
    const pages = [{ savedAt: null }, { savedAt: '2026-11-21T10:00:00.000Z' }, { savedAt: '2026-11-20T08:30:00.000Z' }];
    expect(oldestSavedAt(pages)).toBe('2026-11-20T08:30:00.000Z');
    expect(oldestSavedAt([{ savedAt: '2026-11-20T08:30:00.000Z' }, { savedAt: null }])).toBe('2026-11-20T08:30:00.000Z');
  });
});

describe('keepCopy', () => {
  const store = {} as Parameters<Parameters<typeof keepCopy>[0]>[0];

  it('writes once the store has loaded', async () => {
    const write = vi.fn(async () => undefined);
    await keepCopy(write, async () => store);
    expect(write).toHaveBeenCalledWith(store);
  });

  it('writes nothing when the user signed out while the store was loading', async () => {
    const write = vi.fn(async () => undefined);
    await keepCopy(write, async () => {
      await clearOfflineData();
      return store;
    });
    expect(write).not.toHaveBeenCalled();
  });
});
