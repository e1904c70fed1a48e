// Slows down password guessing: per client IP (many accounts from one place) and per e-mail (one
// account from many places). Failures count; a success clears the account's counter. The answer is
// the same whether or not the account exists. In-process counters suit one BFF process; replicas need
// a shared store (rate-limiter-flexible's RateLimiterPostgres or RateLimiterRedis behind this interface).
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiterMemory } from 'rate-limiter-flexible';

export interface LoginThrottle {
  check(ip: string, email: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  fail(ip: string, email: string): Promise<void>;
  succeed(ip: string, email: string): Promise<void>;
}

export interface LoginThrottleLimits {
  perIp: { points: number; durationSeconds: number };
  perAccount: { points: number; durationSeconds: number };
  blockSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perIp: { points: 50, durationSeconds: 15 * 60 },
  perAccount: { points: 10, durationSeconds: 15 * 60 },
  blockSeconds: 15 * 60,
};

const retryAfter = (res: RateLimiterRes | null) => Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));

export function createLoginThrottle(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  const byIp = new RateLimiterMemory({
    keyPrefix: 'login_ip',
    points: limits.perIp.points,
    duration: limits.perIp.durationSeconds,
    blockDuration: limits.blockSeconds,
  });
  const byAccount = new RateLimiterMemory({
    keyPrefix: 'login_account',
    points: limits.perAccount.points,
    duration: limits.perAccount.durationSeconds,
    blockDuration: limits.blockSeconds,
  });
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    async check(ip, email) {
      const [ipRes, accountRes] = await Promise.all([byIp.get(ip), byAccount.get(accountKey(email))]);
      const over = [
        [ipRes, limits.perIp.points],
        [accountRes, limits.perAccount.points],
      ].filter(([res, points]) => res !== null && (res as RateLimiterRes).consumedPoints >= (points as number));
      if (over.length === 0) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(...over.map(([res]) => retryAfter(res as RateLimiterRes))) };
    },
    async fail(ip, email) {
      // consume() rejects once the limit is reached; that rejection is the block, not an error.
      await Promise.allSettled([byIp.consume(ip), byAccount.consume(accountKey(email))]);
    },
    async succeed(_ip, email) {
      await byAccount.delete(accountKey(email));
    },
  };
}
