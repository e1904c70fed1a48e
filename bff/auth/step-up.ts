// Step-up (issue 57): the actions that move money or tokens, or approve an identity, need a second
// factor used in this session within the last five minutes. The sign-in's factor counts (its time is
// the session's second_factor_at), and POST /api/auth/step-up renews it.
import type { Context } from 'koa';
import { STEP_UP_WINDOW_SECONDS } from '../../core/second-factor';
import { unauthorized } from '../errors';

declare module 'koa' {
  interface DefaultState {
    /** When this session last proved a second factor (null: never). Set by authenticate. */
    secondFactorAt?: Date | null;
    /** Whether the caller must prove a factor for step-up: where factors are optional, a user without one is not asked. */
    stepUpRequired?: boolean;
  }
}

/** Seconds left of this session's step-up window (0 when the next protected action must ask). */
export function stepUpSecondsLeft(ctx: Context, now = Date.now()): number {
  const at = ctx.state.secondFactorAt;
  if (!at) return 0;
  return Math.max(0, Math.floor((at.getTime() + STEP_UP_WINDOW_SECONDS * 1000 - now) / 1000));
}

/** 401 step_up_required unless this session proved a second factor in the last five minutes. */
export function assertStepUp(ctx: Context): void {
  if (ctx.state.stepUpRequired === false) return;
  if (stepUpSecondsLeft(ctx) > 0) return;
  throw unauthorized('auth.stepUpRequired', 'step_up_required');
}

/** A four-eyes action's maker (bff/services/four-eyes.ts): the step-up check runs when the action is proposed. */
export const maker = (ctx: Context) => ({ as: 'maker', stepUp: () => assertStepUp(ctx) }) as const;
