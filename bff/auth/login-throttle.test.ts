import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle';

const limits = { perIp: { points: 5, durationSeconds: 60 }, perAccount: { points: 3, durationSeconds: 60 }, blockSeconds: 60 };

describe('login throttle', () => {
  it('blocks an account after repeated failures, from any address', async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 3; i++) await throttle.fail(`10.0.0.${i}`, 'ana@example.com');
    expect((await throttle.check('10.0.0.9', 'Ana@Example.com')).allowed).toBe(false);
    expect((await throttle.check('10.0.0.9', 'other@example.com')).allowed).toBe(true);
  });

  it('blocks an address trying many accounts', async () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 5; i++) await throttle.fail('10.0.0.1', `user${i}@example.com`);
    const gate = await throttle.check('10.0.0.1', 'new@example.com');
    expect(gate.allowed).toBe(false);
    if (!gate.allowed) expect(gate.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('clears the account counter on success', async () => {
    const throttle = createLoginThrottle(limits);
    await throttle.fail('10.0.0.1', 'ana@example.com');
    await throttle.fail('10.0.0.1', 'ana@example.com');
    await throttle.succeed('10.0.0.1', 'ana@example.com');
    await throttle.fail('10.0.0.1', 'ana@example.com');
    expect((await throttle.check('10.0.0.1', 'ana@example.com')).allowed).toBe(true);
  });
});
