// Who may see and act on which investment (spec 001 §6): the investor their own, admins every one of
// every brand. Anyone else is answered as if it did not exist. Which step each may take is the step
// machine's (core/investments.ts): an admin's steps are never taken by the investor, even an admin.
// Whether someone may invest in a project at all, and why not, is core's investRefusal: the project's
// answer carries it (can.invest), and creating an investment refuses with the same code.
import { hasRole, type RoleFlags } from '../../core/auth';
import {
  investRefusal,
  isMinting,
  mayAdvance,
  mayReject,
  paymentDueAt,
  stepRefusal,
  type InvestableProject,
  type InvestPermission,
  type Investor,
  type InvestmentPermissions,
  type InvestmentStatus,
  type Refusal,
  type StepCaller,
  type StepRefusal,
} from '../../core/investments';
import type { UserStatus } from '../../core/users';
import { HttpError } from '../errors';

type Actor = RoleFlags & { id: string };
type Target = { user_id: string; status: InvestmentStatus; user_kyc_status: string; user_status: UserStatus; start_at: Date | null; mint_requested_at: Date | null };

export const stepCaller = (user: Actor, investment: Pick<Target, 'user_id'>): StepCaller => ({
  isOwner: investment.user_id === user.id,
  isAdmin: hasRole(user, 'admin'),
});

export function canSeeInvestment(user: Actor, investment: Pick<Target, 'user_id'>): boolean {
  const caller = stepCaller(user, investment);
  return caller.isOwner || caller.isAdmin;
}

/** Why the caller's step is refused now, with the investor's row as it is (`investor`), and the deadline of the payment step. */
export function stepRefusalOf(caller: StepCaller, investment: Pick<Target, 'status' | 'start_at'>, investor: Investor, paymentDays: number, now = new Date()): StepRefusal | null {
  return stepRefusal(caller, investment.status, {
    investor,
    paymentDueAt: investment.start_at ? paymentDueAt(investment.start_at, paymentDays) : null,
    paymentDays,
    now,
  });
}

/**
 * `paymentDays`: the deployment's INVESTMENT_PAYMENT_DAYS (the payment step's deadline); `awaitingApproval`:
 * its step waits for a second person's approval (issue 57), so it is not proposed again meanwhile.
 */
export function investmentPermissions(user: Actor, investment: Target, paymentDays: number, awaitingApproval = false): InvestmentPermissions {
  const caller = stepCaller(user, investment);
  const refusal = stepRefusalOf(caller, investment, { status: investment.user_status, kyc_status: investment.user_kyc_status }, paymentDays);
  const minting = isMinting(investment);
  const advance = mayAdvance(caller, investment.status) && !refusal && !minting;
  if (advance && awaitingApproval) return { advance: false, reject: mayReject(caller, investment.status), refusal: 'approval.pending' };
  return { advance, reject: mayReject(caller, investment.status), refusal: refusal?.message ?? null };
}

/** The project's answer on investing, for this user, with what is left to fund. */
export function investPermission(user: Investor, project: InvestableProject, remainingCents: number): InvestPermission {
  const refusal = investRefusal(user, project, remainingCents);
  return { invest: refusal === null, investRefusal: refusal };
}

/** A permission refusal is 403 (the same action is open to someone else); one of the state of things, 409. */
const REFUSAL_STATUS = { account_blocked: 403, kyc_required: 403, own_case: 403, project_closed: 409, funding_exceeded: 409, kyc_pending: 409, payment_expired: 409 } as const;

/** The error a service throws for a refusal the answers announced. */
export const refusalError = (refusal: Refusal<keyof typeof REFUSAL_STATUS>): HttpError => new HttpError(REFUSAL_STATUS[refusal.code], refusal.code, refusal.message);
