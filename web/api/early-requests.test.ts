import { describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-requests';

describe('early requests', () => {
  it('hands a started request to the first taker only', async () => {
    const response = new Response('{}');
    const send = vi.fn(() => Promise.resolve(response));
    startEarly('/auth/me', send);
    startEarly('/auth/me', send);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(takeEarly('/auth/me')).resolves.toBe(response);
    expect(takeEarly('/auth/me')).toBeUndefined();
  });

  it('has nothing for a path never started', () => {
    expect(takeEarly('/projects?limit=12')).toBeUndefined();
  });
});
