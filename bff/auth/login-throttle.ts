// Password guessing, limited on a store every replica shares (bff/rate-limit/store.ts). The attempt's
// points are taken atomically BEFORE the password is checked, so parallel guesses cannot slip past the
// count, and given back when the password was right. Per (account, IP) and per IP a stranger's guesses
// block the guesser; the account-wide count only slows every attempt on that account a little more,
// and never refuses its owner, who can always sign in from their own address.
import { createHash } from 'node:crypto';
import { takePoint, type LimiterStore } from '../rate-limit/store';

export type LoginGate =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** How long to wait before checking the password (the account-wide slowdown). */
      delayMs: number;
      /** The password was right: the attempt's points are given back. */
      succeeded(): Promise<void>;
    };

export interface LoginThrottle {
  begin(ip: string, email: string): Promise<LoginGate>;
}

export interface LoginLimits {
  perPair: { points: number; durationSeconds: number };
  perIp: { points: number; durationSeconds: number };
  /** Failures on one account (from anywhere) before attempts start to wait. */
  accountFree: number;
  accountWindowSeconds: number;
  delay: { firstMs: number; maxMs: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: { points: 5, durationSeconds: 15 * 60 },
  perIp: { points: 30, durationSeconds: 15 * 60 },
  accountFree: 10,
  accountWindowSeconds: 24 * 3600,
  delay: { firstMs: 250, maxMs: 8_000 },
};

/** Counter keys name accounts by a hash: no address rests in the limits' store. */
export const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);


export function accountDelayMs(failures: number, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): number {
  const over = failures - limits.accountFree;
  return over <= 0 ? 0 : Math.min(limits.delay.maxMs, limits.delay.firstMs * 2 ** (over - 1));
}

export function createLoginThrottle(store: LimiterStore, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  const pair = store.limiter({ name: 'login_pair', points: limits.perPair.points, durationSeconds: limits.perPair.durationSeconds });
  const byIp = store.limiter({ name: 'login_ip', points: limits.perIp.points, durationSeconds: limits.perIp.durationSeconds });
  // Never refuses: it only counts, for the delay.
  const account = store.limiter({ name: 'login_account', points: 1_000_000, durationSeconds: limits.accountWindowSeconds });

  return {
    async begin(ip, email) {
      const who = accountKey(email);
      const pairKey = `${who}|${ip}`;
      const pairWait = await takePoint(pair, pairKey);
      if (pairWait !== null) return { allowed: false, retryAfterSeconds: pairWait };
      // Refused by the client's count (or its store failing): this attempt did not count for the pair.
      const giveBack = () => pair.reward(pairKey).catch(() => undefined);
      const ipWait = await takePoint(byIp, ip).catch(async (err: unknown) => {
        await giveBack();
        throw err;
      });
      if (ipWait !== null) {
        await giveBack();
        return { allowed: false, retryAfterSeconds: ipWait };
      }
      const counted = await account.consume(who);
      return {
        allowed: true,
        delayMs: accountDelayMs(counted.consumedPoints - 1, limits),
        async succeeded() {
          await Promise.all([pair.delete(pairKey), byIp.reward(ip), account.reward(who)]);
        },
      };
    },
  };
}
