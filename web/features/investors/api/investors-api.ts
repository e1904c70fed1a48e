// The verified-investor calls of spec 001 §7 against the BFF (contract: core/investors.ts): the list in
// keyset pages with what the caller may do, an investor's open token blockings in one project (pages too), and
// POST /api/block for investors and tokens.
import { apiGetAnswer, apiSend } from '../../../api/client';
import type { BlockingListResponse, BlockRequest, InvestorBlockResult, InvestorListResponse, TokenBlockResult } from '../../../../core/investors';
import { TOKEN_UNBLOCK_REASON } from '../../../../core/investors';
import type { ApprovalPending } from '../../../../core/approvals';

/** GET /api/investors with the search (omitted when blank) and the next page's cursor. */
export function investorListPath(search: string, cursor: string | null): string {
  const query = new URLSearchParams();
  const q = search.trim();
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/investors?${text}` : '/investors';
}

export function fetchInvestorPage(search: string, cursor: string | null): Promise<InvestorListResponse> {
  return apiGetAnswer<InvestorListResponse>(investorListPath(search, cursor));
}

/** GET /api/blockings: one investor's open token blockings in one project, from the next page's cursor. */
export function blockingsPath(userId: string, projectId: string, cursor: string | null): string {
  const query = new URLSearchParams({ userId, projectId, type: 'tokens' });
  if (cursor) query.set('cursor', cursor);
  return `/blockings?${query.toString()}`;
}

export function fetchTokenBlockings(userId: string, projectId: string, cursor: string | null): Promise<BlockingListResponse> {
  return apiGetAnswer<BlockingListResponse>(blockingsPath(userId, projectId, cursor));
}

export type InvestorAction = 'block' | 'unblock';

/** Blocking is done at once; an unblock is a proposal (issue 57), answered as the request that waits for a second person. */
export function setInvestorBlocked(userId: string, action: InvestorAction, reason: string): Promise<InvestorBlockResult | ApprovalPending> {
  const body: BlockRequest = { type: 'investor', action, reason, userId };
  return apiSend<InvestorBlockResult | ApprovalPending>('POST', '/block', body);
}

export function blockTokens(input: { userId: string; projectId: string; amount: number; reason: string }): Promise<TokenBlockResult> {
  const body: BlockRequest = { type: 'tokens', action: 'block', ...input };
  return apiSend<TokenBlockResult>('POST', '/block', body);
}

/** Ends one blocking, always with the fixed reason (spec 001 §4 "Token blocking"), once a second person approves (issue 57). */
export function unblockTokens(blockingId: string): Promise<TokenBlockResult | ApprovalPending> {
  const body: BlockRequest = { type: 'tokens', action: 'unblock', reason: TOKEN_UNBLOCK_REASON, blockingId };
  return apiSend<TokenBlockResult | ApprovalPending>('POST', '/block', body);
}
