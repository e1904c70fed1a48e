// Limits on setting a new password from a recovery link (POST /api/auth/recover-password). Per client,
// taken before the link is even looked up, so made-up links cost a lookup each and soon nothing; per
// account once the link names one (the address it was mailed to), as the recovery mails themselves are.
import { accountKey } from '../auth/login-throttle';
import { takePoint, type LimiterStore } from './store';

export const RECOVERY_LIMITS = {
  perClient: { points: 10, durationSeconds: 15 * 60 },
  perAddress: { points: 5, durationSeconds: 3600 },
};

export interface RecoveryLimits {
  /** The seconds to wait when this client tried too many links, else null. */
  takeClient(ip: string): Promise<number | null>;
  /** The seconds to wait when this account's links were tried too often, else null. */
  takeAddress(email: string): Promise<number | null>;
}

export function createRecoveryLimits(store: LimiterStore, limits = RECOVERY_LIMITS): RecoveryLimits {
  const byClient = store.limiter({ name: 'recover_ip', ...limits.perClient });
  const byAddress = store.limiter({ name: 'recover_address', ...limits.perAddress });
  return {
    takeClient: (ip) => takePoint(byClient, ip),
    takeAddress: (email) => takePoint(byAddress, accountKey(email)),
  };
}
