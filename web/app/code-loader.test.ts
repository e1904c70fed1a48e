import { describe, expect, it, vi } from 'vitest';
import { codeLoader } from './code-loader';

describe('codeLoader', () => {
  it('loads once, however often it is asked, and tells what arrived only once it has', async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    const screen = codeLoader(load);
    expect(screen.loaded()).toBeUndefined();
    const first = screen();
    expect(screen()).toBe(first);
    expect(screen.loaded()).toBeUndefined();
    await expect(first).resolves.toBe('screen');
    expect(screen.loaded()).toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('screen');
    const screen = codeLoader(load);
    await expect(screen()).rejects.toThrow('offline');
    expect(screen.loaded()).toBeUndefined();
    await expect(screen()).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
