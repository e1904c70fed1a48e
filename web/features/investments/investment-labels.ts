// How investments read in the interface (spec 001 §2, §3, §9): the status labels and badge tones, money
// in es-ES euros with two decimals, dd/mm/yyyy dates, the investor's name, and the stepper's state (which
// of the six steps are done, with their dates, which one is current, which are still ahead).
import { formatDate, formatEuroAmount } from '../../../core/format';
import { INVESTMENT_STATUSES, INVESTMENT_STEPS, type Investment, type InvestmentStatus, type InvestmentStep } from '../../../core/investments';
import type { BadgeTone } from '../../components/badge';
import type { MessageKey } from '../../i18n/catalogs';
import type { Translate } from '../../i18n/i18n';

export const STATUS_KEYS = {
  start: 'investments.status.start',
  payment: 'investments.status.payment',
  review: 'investments.status.review',
  erir: 'investments.status.erir',
  mint: 'investments.status.mint',
  completed: 'investments.status.completed',
  rejected: 'investments.status.rejected',
} as const satisfies Record<InvestmentStatus, MessageKey>;

const TONES: Record<InvestmentStatus, BadgeTone> = {
  start: 'neutral',
  payment: 'info',
  review: 'warning',
  erir: 'warning',
  mint: 'accent',
  completed: 'success',
  rejected: 'danger',
};

export const isInvestmentStatus = (value: string | null | undefined): value is InvestmentStatus =>
  (INVESTMENT_STATUSES as readonly string[]).includes(value ?? '');

/** A status the app does not know yet is shown raw, in grey. */
export function statusLabel(t: Translate, status: string): string {
  return isInvestmentStatus(status) ? t(STATUS_KEYS[status]) : status;
}

export function statusTone(status: string): BadgeTone {
  return isInvestmentStatus(status) ? TONES[status] : 'neutral';
}

/** Euros from the API as an investment amount: es-ES, two decimals ("1000,00 €", "12.500,50 €"). */
export const investmentEuros = (euros: number): string => formatEuroAmount(euros);

/** Project figures (funding): whole euros when they are whole, else with their cents. */
export const fundingEuros = (euros: number): string => formatEuroAmount(euros, { decimals: Number.isInteger(euros) ? 0 : 2 });

/** The funded share with one decimal, capped at 100 (spec 001 §3, §9): "42,5 %". */
export function fundedPercent(value: number): string {
  const share = Math.min(100, Math.max(0, value));
  return `${share.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/** dd/mm/yyyy (spec 001 §9), or a dash when the date is not there. */
export const day = (value: string | null | undefined): string => (value ? formatDate(value) : '—');

/** Spec 001 §2: the investor's name, or 'Sin nombre'. */
export function investorName(t: Translate, investment: Pick<Investment, 'user_name'>): string {
  return investment.user_name?.trim() || t('investments.noName');
}

export const STEP_KEYS = STATUS_KEYS satisfies Record<InvestmentStep, MessageKey>;

/** The column holding the date a step was done on; "completed" shows when the investment completed. */
const STEP_DATE: Record<InvestmentStep, keyof Investment> = {
  start: 'start_at',
  payment: 'payment_at',
  review: 'review_at',
  erir: 'erir_at',
  mint: 'mint_at',
  completed: 'completed_at',
};

export type StepState = 'done' | 'current' | 'upcoming' | 'rejected';

export interface StepView {
  step: InvestmentStep;
  state: StepState;
  /** When it was done (done steps only). */
  date: string | null;
}

/**
 * The six steps as the stepper shows them (spec 001 §4): the steps before the current status are done,
 * with their dates; the current one is highlighted; later ones are dimmed. A completed investment has
 * all six done. A rejected one: the steps it had done, then the one it was stopped at.
 */
export function stepperState(investment: Investment): StepView[] {
  const dateOf = (step: InvestmentStep) => (investment[STEP_DATE[step]] as string | null) ?? null;
  if (investment.status === 'rejected') {
    const stoppedAt = INVESTMENT_STEPS.findIndex((step) => !dateOf(step));
    return INVESTMENT_STEPS.map((step, index) => ({
      step,
      state: index < stoppedAt ? 'done' : index === stoppedAt ? 'rejected' : 'upcoming',
      date: index < stoppedAt ? dateOf(step) : null,
    }));
  }
  const current = INVESTMENT_STEPS.indexOf(investment.status);
  return INVESTMENT_STEPS.map((step, index) => {
    const done = index < current || investment.status === 'completed';
    return { step, state: done ? 'done' : index === current ? 'current' : 'upcoming', date: done ? dateOf(step) : null };
  });
}
