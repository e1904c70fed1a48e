import { describe, expect, it } from 'vitest';
import { MAIL_RETRY, retryDelaySeconds } from './backoff';

const noJitter = () => 0;

describe('retryDelaySeconds', () => {
  it('doubles from the first delay after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, MAIL_RETRY, noJitter))).toEqual([5, 10, 20, 40, 80]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelaySeconds(11, MAIL_RETRY, noJitter)).toBe(3600);
    expect(retryDelaySeconds(12, MAIL_RETRY, noJitter)).toBe(3600);
    expect(retryDelaySeconds(5000, MAIL_RETRY, noJitter)).toBe(3600);
  });

  it('takes at most a fifth off at random, in whole seconds', () => {
    expect(retryDelaySeconds(3, MAIL_RETRY, () => 0.999_999)).toBe(16);
    expect(retryDelaySeconds(3, MAIL_RETRY, () => 0.5)).toBe(18);
    for (let i = 0; i < 200; i += 1) {
      const delay = retryDelaySeconds(4, MAIL_RETRY);
      expect(Number.isInteger(delay)).toBe(true);
      expect(delay).toBeGreaterThanOrEqual(32);
      expect(delay).toBeLessThanOrEqual(40);
    }
  });

  it('waits at least a second, even with a zero or tiny first delay', () => {
    expect(retryDelaySeconds(1, { retries: 3, firstDelaySeconds: 0, maxDelaySeconds: 10 }, noJitter)).toBe(1);
    expect(retryDelaySeconds(1, { retries: 3, firstDelaySeconds: 1, maxDelaySeconds: 10 }, () => 0.9)).toBe(1);
  });

  it('treats an attempt number below one as the first', () => {
    expect(retryDelaySeconds(0, MAIL_RETRY, noJitter)).toBe(5);
  });
});

describe('the production policy', () => {
  it('keeps trying for about three and a half hours', () => {
    const waits = Array.from({ length: MAIL_RETRY.retries }, (_, i) => retryDelaySeconds(i + 1, MAIL_RETRY, noJitter));
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(12_315);
  });
});
