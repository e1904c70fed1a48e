import { describe, expect, it } from 'vitest';
import { oldestSavedAt } from './project-queries';

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
