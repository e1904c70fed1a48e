// What the invest form on a project's detail allows (spec 001 §5 "Investment amount", §6): who may invest
// at all, and what the typed amount buys or which rule it breaks. The amount rules are core's
// amountProblem, the ones the BFF checks, so the form never offers an investment the server refuses.
import { amountProblem, DEFAULT_MIN_INVESTMENT_CENTS, eurosToCents, tokensFor, type AmountLimits } from '../../../core/investments';
import type { Message } from '../../../core/messages';
import type { Project } from '../../../core/projects';
import { kycAllowsInvesting } from '../../../core/kyc-status';
import { isBlocked, type Profile } from '../../shell/session';

const centsOrNull = (euros: number | null | undefined): number | null => (euros == null ? null : eurosToCents(euros));

export function limitsOf(project: Pick<Project, 'min_investment' | 'max_investment' | 'remaining_funding' | 'token_value'>): AmountLimits {
  return {
    minCents: centsOrNull(project.min_investment),
    maxCents: centsOrNull(project.max_investment),
    remainingCents: Math.max(0, Math.round((project.remaining_funding ?? 0) * 100)),
    tokenValueCents: centsOrNull(project.token_value) ?? 0,
  };
}

/**
 * Spec 001 §9: the amount starts at the project's minimum (€1 when it has none). A minimum that does not
 * buy whole tokens (€250 at €100 a token) starts at the next amount that does (€300), so the form never
 * opens on an amount the server refuses; when even that one is above what may be invested, the minimum.
 */
export function startingAmount(project: Pick<Project, 'min_investment' | 'max_investment' | 'remaining_funding' | 'token_value'>): string {
  const limits = limitsOf(project);
  const min = limits.minCents ?? DEFAULT_MIN_INVESTMENT_CENTS;
  const unit = limits.tokenValueCents;
  const whole = unit > 0 ? Math.ceil(min / unit) * unit : min;
  const ceiling = Math.min(limits.maxCents ?? Number.MAX_SAFE_INTEGER, limits.remainingCents);
  const cents = whole <= ceiling ? whole : min;
  return String(cents / 100);
}

/**
 * Why this user cannot invest in this project at all, whatever the amount, in the spec's order of
 * importance: a blocked account, no KYC, a project not taking investments, nothing left to fund. KYC
 * counts as the server counts it (core's kycAllowsInvesting): an application in review may invest.
 */
export function investBlocker(profile: Pick<Profile, 'status' | 'kyc_status'>, project: Pick<Project, 'status' | 'remaining_funding' | 'token_value'>): Message | null {
  if (isBlocked(profile)) return 'investment.accountBlocked';
  if (!kycAllowsInvesting(profile.kyc_status)) return 'investment.kycRequired';
  if (project.status !== 'active' || !project.token_value) return 'investment.projectClosed';
  if ((project.remaining_funding ?? 0) <= 0) return 'investment.fullyFunded';
  return null;
}

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: Message }
  | { kind: 'refused'; message: Message; cents: number }
  | { kind: 'ok'; cents: number; euros: number; tokens: number };

/** The typed amount (the input's value, "" while empty) against the project's limits. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const euros = Number(trimmed);
  const cents = eurosToCents(euros);
  if (cents === null) return { kind: 'invalid', message: 'investment.amountInvalid' };
  const problem = amountProblem(cents, limits);
  if (problem) return { kind: 'refused', message: problem, cents };
  // amountProblem has checked the amount buys whole tokens.
  return { kind: 'ok', cents, euros: cents / 100, tokens: tokensFor(cents, limits.tokenValueCents) ?? 0 };
}
