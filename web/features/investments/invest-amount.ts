// The amount of the invest form on a project's detail (spec 001 §5 "Investment amount"): where it starts,
// and what the typed amount buys or which rule it breaks. The rules are core's amountProblem, the ones
// the BFF checks, so the form never offers an amount the server refuses. Whether this user may invest at
// all is the server's answer (project.can.invest), not decided here.
import { amountProblem, DEFAULT_MIN_INVESTMENT_CENTS, investmentCents, tokensFor, type AmountLimits } from '../../../core/investments';
import type { Message } from '../../../core/messages';
import { toCents, toEuros } from '../../../core/money';
import type { Project } from '../../../core/projects';

type AmountFields = Pick<Project, 'min_investment' | 'max_investment' | 'remaining_funding' | 'token_value'>;

const centsOrNull = (euros: number | null | undefined): number | null => (euros == null ? null : toCents(euros));

export function limitsOf(project: AmountFields): AmountLimits {
  return {
    minCents: centsOrNull(project.min_investment),
    maxCents: centsOrNull(project.max_investment),
    remainingCents: Math.max(0, centsOrNull(project.remaining_funding) ?? 0),
    tokenValueCents: centsOrNull(project.token_value) ?? 0,
  };
}

/**
 * Spec 001 §9: the amount starts at the project's minimum (€1 when it has none). A minimum that does not
 * buy whole tokens (€250 at €100 a token) starts at the next amount that does (€300), so the form never
 * opens on an amount the server refuses; when even that one is above what may be invested, the minimum.
 */
export function startingAmount(project: AmountFields): string {
  const limits = limitsOf(project);
  const min = limits.minCents ?? DEFAULT_MIN_INVESTMENT_CENTS;
  const unit = limits.tokenValueCents;
  const whole = unit > 0 ? Math.ceil(min / unit) * unit : min;
  const ceiling = Math.min(limits.maxCents ?? Number.MAX_SAFE_INTEGER, limits.remainingCents);
  return String(toEuros(whole <= ceiling ? whole : min));
}

export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: Message }
  | { kind: 'refused'; message: Message; cents: number }
  | { kind: 'ok'; cents: number; euros: number; tokens: number };

/** The typed amount (the input's value, "" while empty) against the project's limits. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  if (text.trim() === '') return { kind: 'empty' };
  const cents = investmentCents(text);
  if (cents === null) return { kind: 'invalid', message: 'investment.amountInvalid' };
  const problem = amountProblem(cents, limits);
  if (problem) return { kind: 'refused', message: problem, cents };
  // amountProblem has checked the amount buys whole tokens.
  return { kind: 'ok', cents, euros: toEuros(cents), tokens: tokensFor(cents, limits.tokenValueCents) ?? 0 };
}
