// How verified investors read in the interface (spec 001 §3 "Investor (list item)", §5, §9): the account
// status's label and tone, the KYC approval date or 'Verificado', euros with cents, mint dates with the
// time, the token amount typed in 'Bloquear tokens' as the number the server's rule checks, and on whom
// the viewer may act.
import { formatDate, formatDateTime, formatEuroAmount } from '../../../core/format';
import type { Investor, InvestorProject } from '../../../core/investors';
import type { BadgeTone } from '../../components/badge';
import type { Translate } from '../../i18n/i18n';

const STATUS_KEYS = { ACTIVE: 'investors.status.ACTIVE', BLOCKED: 'investors.status.BLOCKED' } as const;

/** 'Activo' / 'Bloqueado'; a status the app does not know yet is shown raw. */
export function investorStatusLabel(t: Translate, status: string): string {
  return status === 'ACTIVE' || status === 'BLOCKED' ? t(STATUS_KEYS[status]) : status;
}

export function investorStatusTone(status: string): BadgeTone {
  return status === 'ACTIVE' ? 'success' : status === 'BLOCKED' ? 'danger' : 'neutral';
}

/** dd/mm/yyyy in es-ES, or 'Verificado' when the approval date is missing (spec 001 §3). */
export const kycApproved = (t: Translate, approvedAt: string | null): string => (approvedAt ? formatDate(approvedAt) : t('investors.kyc.verified'));

/** Euros with two decimals in es-ES (spec 001 §9). */
export const euros = (amount: number): string => formatEuroAmount(amount);

/** A mint or a blocking: dd/mm/yyyy, hh:mm in es-ES (spec 001 §3 "History entry"). */
export const moment = (value: string): string => formatDateTime(value);

/** The tokens a new blocking may still take: those not blocked yet (the server's bound, core's tokenAmountProblem). */
export const blockableTokens = (line: Pick<InvestorProject, 'total_tokens' | 'total_tokens_blocked'>): number =>
  Math.max(0, line.total_tokens - line.total_tokens_blocked);

/** The amount field's text as a number for core's rule: blank is no amount (NaN), anything else as typed. */
export const typedTokenAmount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export interface InvestorActions {
  /** Block or unblock the account. */
  account: boolean;
  /** Block tokens or release a token blocking. */
  tokens: boolean;
}

/**
 * Which block actions show on this investor: when the list allows blocking (the answer's `can`) and the
 * server allows them on this investor (its own `can`: never the viewer's own account or tokens, never
 * an admin's account), so no button leads to a refusal.
 */
export const investorActions = (canBlock: boolean, investor: Pick<Investor, 'can'>): InvestorActions => ({
  account: canBlock && investor.can.block,
  tokens: canBlock && investor.can.block_tokens,
});
