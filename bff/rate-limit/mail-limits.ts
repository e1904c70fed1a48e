// Limits on every endpoint that sends e-mail to an address someone types (sign-up, password reset,
// a new verification link): per address, counted whether or not an account exists so the answer tells
// nothing, with a cooldown between two mails of one purpose, an hourly cap, and a cap per client IP.
import { accountKey } from '../auth/login-throttle';
import { takePoint, type LimiterStore } from './store';

export type MailPurpose = 'signup' | 'reset' | 'verify';

export const MAIL_LIMITS = {
  cooldownSeconds: 60,
  perAddressHourly: 5,
  perIpHourly: 20,
};

export interface MailLimits {
  /** Takes one mail's points; the seconds to wait when over a limit, else null. */
  take(purpose: MailPurpose, address: string, ip: string): Promise<number | null>;
}

export function createMailLimits(store: LimiterStore, limits = MAIL_LIMITS): MailLimits {
  const byIp = store.limiter({ name: 'mail_ip', points: limits.perIpHourly, durationSeconds: 3600 });
  const byAddress = store.limiter({ name: 'mail_address', points: limits.perAddressHourly, durationSeconds: 3600 });
  const cooldown = store.limiter({ name: 'mail_cooldown', points: 1, durationSeconds: limits.cooldownSeconds });
  return {
    async take(purpose, address, ip) {
      const who = accountKey(address);
      for (const [limiter, key] of [
        [byIp, ip],
        [cooldown, `${purpose}|${who}`],
        [byAddress, who],
      ] as const) {
        const wait = await takePoint(limiter, key);
        if (wait !== null) return wait;
      }
      return null;
    },
  };
}
