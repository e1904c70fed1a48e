import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import type { LimiterStore } from '../rate-limit/store';
import { accountDelayMs, createLoginThrottle, type LoginLimits } from './login-throttle';

// The shared stores are proven over HTTP (tests/integration/login-limits.test.ts); the rules run here
// on the library's in-memory store, which behaves the same.
const memoryStore: LimiterStore = {
  kind: 'database',
  limiter: (o) => new RateLimiterMemory({ keyPrefix: o.name, points: o.points, duration: o.durationSeconds }),
  close: async () => undefined,
};

const limits: LoginLimits = {
  perPair: { points: 3, durationSeconds: 60 },
  perIp: { points: 5, durationSeconds: 60 },
  accountFree: 4,
  accountWindowSeconds: 60,
  delay: { firstMs: 100, maxMs: 1_000 },
};

describe('login throttle', () => {
  it('blocks the guesser, not the account: its owner signs in from another address', async () => {
    const throttle = createLoginThrottle(memoryStore, limits);
    for (let i = 0; i < 3; i++) expect((await throttle.begin('10.0.0.1', 'ana@example.com')).allowed).toBe(true);
    const blocked = await throttle.begin('10.0.0.1', 'Ana@Example.com');
    expect(blocked.allowed).toBe(false);
    if (!blocked.allowed) expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect((await throttle.begin('10.0.0.2', 'ana@example.com')).allowed).toBe(true);
  });

  it('blocks an address trying many accounts', async () => {
    const throttle = createLoginThrottle(memoryStore, limits);
    for (let i = 0; i < 5; i++) expect((await throttle.begin('10.0.1.1', `user${i}@example.com`)).allowed).toBe(true);
    expect((await throttle.begin('10.0.1.1', 'new@example.com')).allowed).toBe(false);
  });

  it('gives the points back when the password was right', async () => {
    const throttle = createLoginThrottle(memoryStore, limits);
    for (let i = 0; i < 10; i++) {
      const gate = await throttle.begin('10.0.2.1', 'eva@example.com');
      expect(gate.allowed).toBe(true);
      if (gate.allowed) await gate.succeeded();
    }
  });

  it('slows an account under attack from many addresses with a growing, capped delay', async () => {
    const throttle = createLoginThrottle(memoryStore, limits);
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const gate = await throttle.begin(`10.0.3.${i}`, 'target@example.com');
      if (gate.allowed) delays.push(gate.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 100, 200, 400, 800, 1000]);
  });

  it('computes the delay from the failures past the free ones', () => {
    expect(accountDelayMs(10)).toBe(0);
    expect(accountDelayMs(11)).toBe(250);
    expect(accountDelayMs(12)).toBe(500);
    expect(accountDelayMs(100)).toBe(8_000);
  });
});
