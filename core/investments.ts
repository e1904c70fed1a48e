// Investments (spec 001 §3–§6, §9): the six steps and who takes each, the amount rules with the spec's
// messages, whole tokens, the funding summary, the API's shapes, and the SEPA transfer's EPC QR payload.
// Amounts are integer cents everywhere a rule runs; euros only at the API's edge (two decimals at most).
import * as v from 'valibot';
import type { ErrorCode } from './errors';
import { centsToDecimalString } from './format';
import { kycAllowsInvesting } from './kyc-status';
import type { Message, MessageKey } from './messages';
import { toCents, toEuros } from './money';
import { fundingPercentage, type ProjectStatus } from './projects';
import { isBlocked, type UserStatus } from './users';
import type { PendingApprovalRef } from './approvals';

export const INVESTMENT_STATUSES = ['start', 'payment', 'review', 'erir', 'mint', 'completed', 'rejected'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** The six steps in order (spec 001 §4); 'rejected' is outside the line. */
export const INVESTMENT_STEPS = ['start', 'payment', 'review', 'erir', 'mint', 'completed'] as const;
export type InvestmentStep = (typeof INVESTMENT_STEPS)[number];

/** Who takes an investment out of a status: the investor accepts and pays, an admin does the rest. */
export type StepActor = 'owner' | 'admin';
export const STEP_ACTOR: Record<Exclude<InvestmentStep, 'completed'>, StepActor> = {
  start: 'owner',
  payment: 'owner',
  review: 'admin',
  erir: 'admin',
  mint: 'admin',
};

/**
 * Where an admin may stop an investment: while its transfer is awaited (a reservation that will not be
 * paid need not wait for its deadline) or checked, before tokens exist.
 */
export const REJECTABLE_STATUSES = ['payment', 'review', 'erir'] as const satisfies readonly InvestmentStatus[];

/**
 * The column each step fills when it is taken: a step's date is when it was done ("start" when the
 * conditions were accepted, "mint" when the tokens were minted, which also completes the investment).
 */
export const STEP_DONE_AT = {
  start: 'start_at',
  payment: 'payment_at',
  review: 'review_at',
  erir: 'erir_at',
  mint: 'mint_at',
} as const satisfies Record<Exclude<InvestmentStep, 'completed'>, string>;
export type StepTimestamp = (typeof STEP_DONE_AT)[keyof typeof STEP_DONE_AT] | 'payment_verified_at' | 'completed_at';

/** The status after the given one, or null at the end of the line (completed, rejected). */
export function nextStatus(status: InvestmentStatus): InvestmentStatus | null {
  if (status === 'completed' || status === 'rejected') return null;
  return INVESTMENT_STEPS[INVESTMENT_STEPS.indexOf(status) + 1] ?? null;
}

export interface StepCaller {
  isOwner: boolean;
  isAdmin: boolean;
}

/**
 * Whether this caller's role takes the investment out of its current status (spec 001 §4, §6). An admin
 * never takes an admin's step of their own investment (verifying their own payment, minting their own
 * tokens): another admin must. Full four-eyes approval of every step is a later issue.
 */
export function mayAdvance(caller: StepCaller, status: InvestmentStatus): boolean {
  if (status === 'completed' || status === 'rejected') return false;
  return STEP_ACTOR[status] === 'owner' ? caller.isOwner : caller.isAdmin && !caller.isOwner;
}

export const isRejectable = (status: InvestmentStatus): boolean => (REJECTABLE_STATUSES as readonly string[]).includes(status);

/** An admin rejects other people's investments only: rejecting one's own is deciding one's own case too. */
export const mayReject = (caller: StepCaller, status: InvestmentStatus): boolean => caller.isAdmin && !caller.isOwner && isRejectable(status);

/** Whether an admin is looking at their own investment where an admin would act: refused with its own message. */
export const isOwnCase = (caller: StepCaller): boolean => caller.isAdmin && caller.isOwner;

/**
 * The admin steps that wait for the investor's KYC approval: verifying the payment takes their money in,
 * minting gives them tokens. Spec 001 §6 lets an investor whose application is in review invest; the
 * money stays safe because these steps wait for the decision.
 */
export const KYC_GATED_STEPS = ['review', 'mint'] as const satisfies readonly InvestmentStatus[];

export const waitsForKyc = (status: InvestmentStatus, investorKycStatus: string): boolean =>
  (KYC_GATED_STEPS as readonly string[]).includes(status) && investorKycStatus !== 'ok';

// ---- What the caller may do: invest at all, take the step an investment is at (spec 001 §4, §6) ----
// One rule each, run by the server's policy for the answers (project.can.invest, investment.can) and by
// its services before they write, so the screens show exactly what the server would refuse, and why.

/** A refusal the UI shows instead of the action: the error code the server answers, and its message. */
export interface Refusal<C extends ErrorCode = ErrorCode, M extends Message = Message> {
  code: C;
  message: M;
}

/** Why someone may not invest at all, each with its spec 001 §6 message, in the order they are checked. */
const INVEST_REFUSALS = {
  account_blocked: 'investment.accountBlocked',
  kyc_required: 'investment.kycRequired',
  project_closed: 'investment.projectClosed',
  funding_exceeded: 'investment.fullyFunded',
} as const satisfies Partial<Record<ErrorCode, MessageKey>>;
type InvestRefusalCode = keyof typeof INVEST_REFUSALS;
export type InvestRefusal = { [C in InvestRefusalCode]: Refusal<C, (typeof INVEST_REFUSALS)[C]> }[InvestRefusalCode];

const refusedWith = <C extends InvestRefusalCode>(code: C) => ({ code, message: INVEST_REFUSALS[code] }) as Extract<InvestRefusal, { code: C }>;

export interface Investor {
  status?: UserStatus;
  kyc_status: string;
}

/** The investor's half: a blocked account, then a KYC that was never sent or was rejected (one in review may invest). */
export function investorRefusal(investor: Investor): Extract<InvestRefusal, { code: 'account_blocked' | 'kyc_required' }> | null {
  if (isBlocked(investor)) return refusedWith('account_blocked');
  if (!kycAllowsInvesting(investor.kyc_status)) return refusedWith('kyc_required');
  return null;
}

export interface InvestableProject {
  status: ProjectStatus;
  tokenValueCents: number | null;
  totalFundingCents: number | null;
}

/** The project's half: published with a token value and a target, and something left to fund. */
export function projectRefusal(project: InvestableProject, remainingCents: number): InvestRefusal | null {
  if (project.status !== 'active' || !project.tokenValueCents || !project.totalFundingCents) return refusedWith('project_closed');
  if (remainingCents <= 0) return refusedWith('funding_exceeded');
  return null;
}

/** Whether this investor may invest in this project at all, whatever the amount (the amount is amountProblem's). */
export const investRefusal = (investor: Investor, project: InvestableProject, remainingCents: number): InvestRefusal | null =>
  investorRefusal(investor) ?? projectRefusal(project, remainingCents);

/** What the answer of a project says of investing in it: sent with project.can. */
export interface InvestPermission {
  invest: boolean;
  /** Why not, when invest is false: shown instead of the form (with the link to the KYC for kyc_required). */
  investRefusal: InvestRefusal | null;
}

export type StepRefusal = Refusal<'own_case' | 'account_blocked' | 'kyc_required' | 'kyc_pending' | 'payment_expired'>;

export interface StepFacts {
  investor: Investor;
  /** The payment step's deadline (paymentDueAt), null before the conditions were accepted. */
  paymentDueAt: Date | null;
  /** The deployment's INVESTMENT_PAYMENT_DAYS, for the message. */
  paymentDays: number;
  now: Date;
}

/**
 * Why the step the investment is at is closed to the caller although their role takes it, or null (also
 * when it is not theirs at all: someone else's step is not a refusal). An admin's step: their own
 * investment, or the investor's KYC undecided. The investor's own steps: investing's refusals (a blocked
 * account, a rejected KYC) and, at payment, a deadline that has passed (held at the minute, not at the
 * hourly sweep that rejects it).
 */
export function stepRefusal(caller: StepCaller, status: InvestmentStatus, facts: StepFacts): StepRefusal | null {
  if (status === 'completed' || status === 'rejected') return null;
  if (STEP_ACTOR[status] === 'admin') {
    if (!caller.isAdmin) return null;
    if (isOwnCase(caller)) return { code: 'own_case', message: 'investment.ownInvestment' };
    return waitsForKyc(status, facts.investor.kyc_status) ? { code: 'kyc_pending', message: 'investment.kycPending' } : null;
  }
  if (!caller.isOwner) return null;
  const refused = investorRefusal(facts.investor);
  if (refused) return refused;
  if (status === 'payment' && facts.paymentDueAt && facts.paymentDueAt <= facts.now) {
    return { code: 'payment_expired', message: { key: 'investment.paymentExpired', values: { days: String(facts.paymentDays) } } };
  }
  return null;
}

/** The timestamps taking a step out of `status` sets (payment verification happens in the review step). */
/** The admin's mint went to the chain and is not confirmed yet: no step nor rejection until it is. */
export const isMinting = (investment: { status: InvestmentStatus; mint_requested_at: Date | string | null }): boolean =>
  investment.status === 'mint' && investment.mint_requested_at !== null;

export function timestampsOfStep(status: Exclude<InvestmentStep, 'completed'>): StepTimestamp[] {
  if (status === 'review') return ['review_at', 'payment_verified_at'];
  if (status === 'mint') return ['mint_at', 'completed_at'];
  return [STEP_DONE_AT[status]];
}

// ---- Amounts (spec 001 §5 "Investment amount", §9) ----

/**
 * Investments waiting for their transfer one investor may hold at once: each reserves part of a
 * project, so without a cap one account could reserve a whole project and never pay.
 */
export const MAX_UNPAID_INVESTMENTS = 10;

/** Days an investment may stay at the start step before it is rejected as abandoned, freeing its reservation. */
export const ABANDONED_START_DAYS = 7;

/**
 * Until when an investment at the payment step waits for its transfer to be announced: `days` (the
 * deployment's INVESTMENT_PAYMENT_DAYS) after the conditions were accepted (`start_at`).
 */
export const paymentDueAt = (startAt: Date, days: number): Date => new Date(startAt.getTime() + days * 86_400_000);

/** Spec 001 §9: the minimum when a project has none is €1. */
export const DEFAULT_MIN_INVESTMENT_CENTS = 100;

export interface AmountLimits {
  minCents: number | null;
  maxCents: number | null;
  remainingCents: number;
  tokenValueCents: number;
}

/** Tokens bought by an amount, or null when it does not buy a whole number of them. */
export function tokensFor(amountCents: number, tokenValueCents: number): number | null {
  if (tokenValueCents <= 0 || amountCents <= 0 || amountCents % tokenValueCents !== 0) return null;
  return amountCents / tokenValueCents;
}

/** The amount's ceiling: the project's maximum per investment, or what is left when that is less. */
const ceilingOf = (limits: AmountLimits) => Math.min(limits.maxCents ?? Number.MAX_SAFE_INTEGER, limits.remainingCents);
const floorOf = (limits: AmountLimits) => limits.minCents ?? DEFAULT_MIN_INVESTMENT_CENTS;

/** The whole-token amounts next to `amountCents` that the limits allow (one below, one above). */
export function nearestValidAmounts(amountCents: number, limits: AmountLimits): number[] {
  const unit = limits.tokenValueCents;
  const below = Math.floor(amountCents / unit) * unit;
  const above = below + unit;
  return [below, above].filter((cents) => cents > 0 && cents >= floorOf(limits) && cents <= ceilingOf(limits));
}

/**
 * The first rule the amount breaks, in the spec's order (nothing left, minimum, maximum, remaining),
 * then whole tokens; null when it may be invested.
 */
export function amountProblem(amountCents: number, limits: AmountLimits): Message | null {
  if (limits.remainingCents <= 0) return 'investment.fullyFunded';
  const min = floorOf(limits);
  if (amountCents < min) return { key: 'investment.belowMinimum', values: { amount: { cents: min } } };
  if (limits.maxCents != null && amountCents > limits.maxCents) return { key: 'investment.aboveMaximum', values: { amount: { cents: limits.maxCents } } };
  if (amountCents > limits.remainingCents) return { key: 'investment.aboveRemaining', values: { amount: { cents: limits.remainingCents } } };
  if (tokensFor(amountCents, limits.tokenValueCents) === null) {
    const options = nearestValidAmounts(amountCents, limits);
    const token = { cents: limits.tokenValueCents };
    return options.length > 0 ? { key: 'investment.wholeTokens', values: { token, options: { anyOfCents: options } } } : { key: 'investment.wholeTokensNone', values: { token } };
  }
  return null;
}

/** An amount to invest: euros (typed, or the API's number) as whole cents above zero, else null. */
export function investmentCents(euros: number | string): number | null {
  const cents = toCents(euros);
  return cents !== null && cents > 0 ? cents : null;
}

// ---- Funding summary (spec 001 §3) ----

export interface FundingSummary {
  /** Euros. */
  total_funding: number;
  /** Euros of the investments that are not rejected (pending ones reserve their amount). */
  current_funding: number;
  remaining_funding: number;
  /** Capped at 100, one decimal. */
  funding_percentage: number;
}

export function fundingSummary(totalCents: number, currentCents: number): FundingSummary {
  return {
    total_funding: toEuros(totalCents),
    current_funding: toEuros(currentCents),
    remaining_funding: toEuros(Math.max(0, totalCents - currentCents)),
    funding_percentage: fundingPercentage(currentCents, totalCents),
  };
}

// ---- Payment reference and the EPC QR code ----

/** ISO 7064 mod 97-10 over letters-as-numbers: the check digits of an ISO 11649 "RF" creditor reference. */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** "RF" + check digits + the body: a bank, or our reconciliation, can tell a mistyped reference. */
export function creditorReference(body: string): string {
  const upper = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(upper)) throw new RangeError(`Not a reference body: ${body}`);
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, '0')}${upper}`;
}

export const isCreditorReference = (reference: string): boolean =>
  /^RF\d{2}[A-Z0-9]{1,21}$/.test(reference) && mod97(`${reference.slice(4)}${reference.slice(0, 4)}`) === 1;

export interface TransferDetails {
  beneficiary: string;
  iban: string;
  bic: string;
  bank_name: string;
  /** Euros, the investment's exact amount. */
  amount: number;
  reference: string;
  /** The text to encode in the QR code (EPC069-12 "SEPA Credit Transfer" version 002). */
  epc_payload: string;
}

/**
 * The European Payments Council's QR payload a banking app reads to fill in a SEPA transfer: service
 * tag, version 002, UTF-8, SCT, BIC, beneficiary (≤70), IBAN, EUR amount, no purpose, and the
 * reference as the remittance text, which every Spanish banking app shows as the "concepto".
 */
export function epcPayload(input: { bic: string; beneficiary: string; iban: string; amountCents: number; reference: string }): string {
  if (input.amountCents < 1 || input.amountCents > 99_999_999_999) throw new RangeError('EPC amounts are €0.01 to €999,999,999.99');
  return ['BCD', '002', '1', 'SCT', input.bic.replace(/\s/g, ''), input.beneficiary.slice(0, 70), input.iban.replace(/\s/g, ''), `EUR${centsToDecimalString(input.amountCents)}`, '', '', input.reference.slice(0, 140)].join('\n');
}

// ---- API shapes (spec 001 §7) ----

const AmountSchema = v.pipe(
  v.number('investment.amountRequired'),
  v.check((euros) => investmentCents(euros) !== null, 'investment.amountInvalid'),
);

/** POST /api/investment. */
export const CreateInvestmentSchema = v.object({
  project_id: v.pipe(v.string('investment.projectNotFound'), v.uuid('investment.projectNotFound')),
  amount: AmountSchema,
  payment_method: v.optional(v.literal('bank', 'investment.paymentMethodInvalid'), 'bank'),
});
export type CreateInvestmentInput = v.InferOutput<typeof CreateInvestmentSchema>;

/**
 * PUT /api/investment/{id}: the start step sends the payment method and the whitepaper the investor
 * read and accepted; every other step sends nothing. `from_status`, when sent, is the status the caller
 * saw: a step already taken (a repeat) or not reached yet (a skip) is then refused with 409.
 */
export const AdvanceInvestmentSchema = v.object({
  from_status: v.optional(v.picklist(INVESTMENT_STATUSES, 'investment.stepClosed')),
  payment_method: v.optional(v.literal('bank', 'investment.paymentMethodInvalid')),
  whitepaper_document_id: v.optional(v.pipe(v.string('investment.whitepaperChanged'), v.uuid('investment.whitepaperChanged'))),
  accept_terms: v.optional(v.boolean('investment.termsRequired')),
});
export type AdvanceInvestmentInput = v.InferOutput<typeof AdvanceInvestmentSchema>;

/** POST /api/investment/{id}/reject (admin, at payment, review or erir). */
export const RejectInvestmentSchema = v.object({
  reason: v.pipe(v.string('investment.rejectReasonRequired'), v.trim(), v.minLength(1, 'investment.rejectReasonRequired'), v.maxLength(1000, 'investment.rejectReasonTooLong')),
});

export interface InvestmentWhitepaper {
  document_id: string;
  filename: string;
  sha256: string;
  accepted_at: string;
}

export interface InvestmentPermissions {
  /** May take the current step now (the target is implied by the server). */
  advance: boolean;
  reject: boolean;
  /** Why the caller may not take the step their role takes (stepRefusal): shown instead of its button. */
  refusal: Message | null;
}

/** GET /api/investment/{id} → data, and each item of the lists. */
export interface Investment {
  id: string;
  project_id: string;
  project_name: string;
  status: InvestmentStatus;
  /** Euros. */
  amount: number;
  tokens: number;
  payment_method: 'bank';
  payment_reference: string;
  created_at: string;
  start_at: string | null;
  payment_at: string | null;
  /** At the payment step: until when the transfer may be announced; then the investment expires. */
  payment_due_at: string | null;
  payment_verified_at: string | null;
  review_at: string | null;
  erir_at: string | null;
  mint_at: string | null;
  completed_at: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  user_id: string;
  user_name: string | null;
  user_email: string;
  domain_id: 1 | 2;
  /** The investor's KYC is not approved yet (in review): an open investment waits for the decision before its payment is verified and its tokens minted. */
  kyc_pending: boolean;
  whitepaper: InvestmentWhitepaper | null;
  /** Where and how to pay: from the payment step on, for the investor and admins. */
  transfer: TransferDetails | null;
  /** At the mint step: the admin's mint is on its way to the chain ("Minteando en la cadena…"). */
  minting: boolean;
  /** Why the chain refused the last mint (the admin may mint again). */
  mint_error: string | null;
  /** The chain transaction that minted its tokens, once confirmed. */
  mint_transaction: MintTransaction | null;
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval: PendingApprovalRef | null;
  can: InvestmentPermissions;
}

export interface MintTransaction {
  hash: string;
  chain_id: number;
  /** On Polygon networks, the transaction on the block explorer ("Ver en el explorador"). */
  explorer_url: string | null;
}

/** GET /api/investment[?admin=true&status=&cursor=] */
export interface InvestmentListResponse {
  success: true;
  data: Investment[];
  nextCursor: string | null;
}
