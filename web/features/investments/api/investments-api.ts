// The investment calls of spec 001 §7 against the BFF (contract: core/investments.ts): create, the own and
// the admin lists (keyset pages), one investment, taking its current step and rejecting it. Writes go
// through sendOnce: an Idempotency-Key per intent and retries while no answer comes, so a bad network
// never invests twice or takes a step twice.
import { apiGet, apiGetPage } from '../../../api/client';
import { sendOnce } from '../../../api/idempotent';
import { INVESTMENT_STATUSES, type AdvanceInvestmentInput, type Investment } from '../../../../core/investments';
import type { ApprovalPending } from '../../../../core/approvals';
import type { Profile } from '../../../shell/session';
import { asksForEveryInvestment, investmentListPath, investmentPath, OWN_INVESTMENTS, type ListScope } from './investment-paths';

export interface InvestmentPage {
  data: Investment[];
  nextCursor: string | null;
}

/** The list an address asks for: every investment only for an admin asking with ?admin=true (spec 001 §2). */
export function listScope(search: URLSearchParams, profile: Pick<Profile, 'is_admin'>): ListScope {
  const admin = asksForEveryInvestment(search) && profile.is_admin;
  const status = search.get('status');
  const known = INVESTMENT_STATUSES.find((candidate) => candidate === status);
  return admin ? { admin, status: known ?? 'all' } : OWN_INVESTMENTS;
}

export function fetchInvestmentPage(scope: ListScope, cursor: string | null): Promise<InvestmentPage> {
  return apiGetPage<Investment[]>(investmentListPath(scope, cursor));
}

export function fetchInvestment(id: string): Promise<Investment> {
  return apiGet<Investment>(investmentPath(id));
}

export interface CreateInvestment {
  project_id: string;
  /** Euros. */
  amount: number;
}

export function createInvestment({ project_id, amount }: CreateInvestment): Promise<Investment> {
  return sendOnce<Investment>('POST', '/investment', { project_id, amount, payment_method: 'bank' });
}

/**
 * Takes the investment's current step (the server knows the next one). At start: the bank transfer and
 * the whitepaper the investor read and accepted; at every other step nothing else. The status the page
 * showed goes along as from_status: a step someone took meanwhile (another tab, another admin) is then
 * refused with 409 instead of the click taking the step after it. It also makes each step its own intent
 * (own Idempotency-Key): a retry of the review never stands for the ERIR confirmation. The mint is a
 * proposal (issue 57): the server answers the request that now waits for a second admin.
 */
export function advanceInvestment(investment: Pick<Investment, 'id' | 'status'>, body: Omit<AdvanceInvestmentInput, 'from_status'> = {}): Promise<Investment | ApprovalPending> {
  const request: AdvanceInvestmentInput = { ...body, from_status: investment.status };
  return sendOnce<Investment | ApprovalPending>('PUT', `/investment/${encodeURIComponent(investment.id)}`, request);
}

export function rejectInvestment(id: string, reason: string): Promise<Investment> {
  return sendOnce<Investment>('POST', `/investment/${encodeURIComponent(id)}/reject`, { reason });
}
