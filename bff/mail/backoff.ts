// How long a mail waits before its next delivery attempt: doubling from a first delay up to a cap, a
// little less at random so that replicas retrying after the same SMTP outage spread out.

export interface RetryPolicy {
  /** Attempts after the first one; the mail is given up after the last. */
  retries: number;
  /** Wait after the first failed attempt. */
  firstDelaySeconds: number;
  /** No wait is longer than this. */
  maxDelaySeconds: number;
}

/**
 * Production policy: 5 s, 10 s, 20 s ... capped at an hour, 12 retries: a mail keeps being tried for
 * about three and a half hours (5 + 10 + ... + 2560 + 3600 + 3600 s) before it is given up.
 */
export const MAIL_RETRY: RetryPolicy = { retries: 12, firstDelaySeconds: 5, maxDelaySeconds: 3600 };

/** Up to this share of a wait is taken off at random. */
const JITTER = 0.2;

/**
 * Whole seconds (pg-boss schedules retries in seconds) to wait after failed attempt number
 * `failedAttempt` (1 for the first attempt); never under one second. `random` returns [0, 1).
 */
export function retryDelaySeconds(failedAttempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempt - 1);
  const full = Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** exponent);
  return Math.max(1, Math.round(full * (1 - JITTER * random())));
}
