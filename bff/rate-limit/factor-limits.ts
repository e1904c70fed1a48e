// Attempts at a second factor (sign-in's step, step-up), limited per account on the shared store: a
// six-digit code has a million values, so a few wrong ones per quarter hour leave nothing to guess with.
// A right proof gives its attempts back, as a right password does (bff/auth/login-throttle.ts).
import { takePoint, type LimiterStore } from './store';

export const FACTOR_LIMITS = { points: 5, durationSeconds: 15 * 60 };

export interface FactorLimits {
  /** The seconds to wait when this account tried too many factors, else null (one attempt taken). */
  take(userId: string): Promise<number | null>;
  succeeded(userId: string): Promise<void>;
}

export function createFactorLimits(store: LimiterStore, limits = FACTOR_LIMITS): FactorLimits {
  const byUser = store.limiter({ name: 'factor_user', ...limits });
  return {
    take: (userId) => takePoint(byUser, userId),
    succeeded: async (userId) => {
      await byUser.delete(userId);
    },
  };
}
