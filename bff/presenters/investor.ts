// Rows of the verified investors list and of blockings → the API shapes of core/investors.ts: cents
// become euros, instants ISO strings, and each investor's holdings carry their open blockings and mints.
// The lists name the four-eyes request waiting on an investor or a blocking (issue 57).
import { toEuros } from '../../core/money';
import type { Blocking, HistoryEntry, Investor, InvestorProject, TokenBlockResult } from '../../core/investors';
import type { ApprovalView } from '../../db/queries/approvals';
import type { BlockingView } from '../../db/queries/blockings';
import type { InvestorPageRows, MintLine } from '../../db/queries/investors';
import { blockRefusal, type BlockActor } from '../policies/blocking';
import { pendingApprovalRef } from './approval';

/** The requests waiting on the rows shown, by subject id, as the viewer sees them (ApprovalService.pendingOn). */
export type PendingBySubject = ReadonlyMap<string, ApprovalView>;

export function presentBlocking(row: BlockingView): Blocking {
  return {
    id: row.id,
    blockingId: row.id,
    type: row.type,
    amount: row.tokens,
    reason: row.reason,
    user_id: row.user_id,
    project_id: row.project_id,
    blocked_at: row.blocked_at.toISOString(),
    blocked_by_name: row.blocked_by_name,
    released_at: row.released_at?.toISOString() ?? null,
    release_reason: row.release_reason,
  };
}

/** A blocking in a list: with the release waiting for approval, if any. */
export const presentListedBlocking = (row: BlockingView, pending: PendingBySubject): Blocking => ({ ...presentBlocking(row), pending_approval: pendingApprovalRef(pending.get(row.id)) });

/** The ids `presentInvestors` looks up in its PendingBySubject: the investors' and their blockings'. */
export const pendingSubjectsOf = ({ investors, blockings }: InvestorPageRows): string[] => [...investors.map((row) => row.id), ...blockings.map((row) => row.id)];

const presentMint = (row: MintLine): HistoryEntry => ({ id: row.investment_id, tokens: row.tokens, amount: toEuros(row.amount_cents), mint_at: row.mint_at.toISOString() });

/** Rows grouped by `key`, keeping their order (the queries sort them newest first). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const holdingKey = (row: { user_id: string | null; project_id: string | null }) => `${row.user_id}/${row.project_id}`;

/** The page as `viewer` sees it: each investor with what the viewer may do to them (the rules the blocks themselves apply). */
export function presentInvestors({ investors, holdings, blockings, mints }: InvestorPageRows, viewer: BlockActor, pending: PendingBySubject): Investor[] {
  const holdingsOf = groupBy(holdings, (row) => row.user_id);
  const blockingsOf = groupBy(blockings, holdingKey);
  const mintsOf = groupBy(mints, holdingKey);
  return investors.map((investor) => {
    const own = holdingsOf.get(investor.id) ?? [];
    const lines: InvestorProject[] = own.map((line) => ({
      project_id: line.project_id,
      project_name: line.project_name,
      total_tokens: line.tokens,
      total_amount: toEuros(line.completed_cents),
      total_tokens_blocked: line.frozen_tokens,
      blockings: (blockingsOf.get(holdingKey(line)) ?? []).map((row) => presentListedBlocking(row, pending)),
      history: (mintsOf.get(holdingKey(line)) ?? []).map(presentMint),
    }));
    return {
      id: investor.id,
      // The spec's name falls back to the e-mail (core's investorName); the full name is the better first choice.
      name: investor.full_name ?? investor.name,
      email: investor.email,
      status: investor.status,
      kyc_approved_at: investor.kyc_approved_at?.toISOString() ?? null,
      total_invested: toEuros(own.reduce((sum, line) => sum + line.completed_cents, 0)),
      domain_id: investor.domain_id as 1 | 2,
      investments: lines,
      can: { block: blockRefusal(viewer, investor, 'account') === null, block_tokens: blockRefusal(viewer, investor, 'tokens') === null },
      pending_approval: pendingApprovalRef(pending.get(investor.id)),
    };
  });
}

export const presentTokenBlock = (outcome: { blocking: BlockingView; tokens: number; frozenTokens: number }): TokenBlockResult => ({
  blocking: presentBlocking(outcome.blocking),
  total_tokens: outcome.tokens,
  total_tokens_blocked: outcome.frozenTokens,
});
