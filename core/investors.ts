// Verified investors and blocking (spec 001 §2 "Verified investors", §3 "Investor", "Blocking",
// "History entry", "Blocking request", §4, §5 "Block and unblock", §7): the shapes GET /api/investors,
// GET /api/blockings and POST /api/block answer and accept, the token-amount rule and the display
// fallbacks. The BFF's presenters build these shapes and the web app reads them with the same types.
//
// What a "holding" is here: the tokens an investor holds in one project are the minted ones (the
// ledger's token_holdings); an investment not yet minted has no tokens to block, so the per-project
// lines list holdings, and 'Total Invertido' is the sum of the investor's completed investments.
import * as v from 'valibot';
import { ProjectBlockRequestSchema } from './projects';
import type { Message } from './messages';
import type { UserStatus } from './users';
import type { PendingApprovalRef } from './approvals';

export const BLOCK_TYPES = ['project', 'investor', 'tokens'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const BLOCK_ACTIONS = ['block', 'unblock'] as const;
export type BlockAction = (typeof BLOCK_ACTIONS)[number];

/** The fixed reason every token release carries (spec 001 §4 "Token blocking"). */
export const TOKEN_UNBLOCK_REASON = 'Desbloqueo de tokens';

const Reason = v.pipe(v.string('block.reasonRequired'), v.trim(), v.nonEmpty('block.reasonRequired'), v.maxLength(1000, 'block.reasonTooLong'));
const Uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
/** Whole tokens, more than zero; the upper bound (the holder's unblocked tokens) is checked under the holding's lock. */
const TokenAmount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], 'block.tokenAmountInvalid'),
  v.number('block.tokenAmountInvalid'),
  v.integer('block.tokenAmountInvalid'),
  v.minValue(1, 'block.tokenAmountInvalid'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'block.tokenAmountInvalid'),
);

export const InvestorBlockRequestSchema = v.object({
  type: v.literal('investor'),
  action: v.picklist(BLOCK_ACTIONS, 'project.blockActionInvalid'),
  reason: Reason,
  userId: Uuid('investor.notFound'),
});
export const TokenBlockRequestSchema = v.object({
  type: v.literal('tokens'),
  action: v.literal('block'),
  reason: Reason,
  projectId: Uuid('project.notFound'),
  userId: Uuid('investor.notFound'),
  amount: TokenAmount,
});
/** A token release names the blocking it ends; its reason is always TOKEN_UNBLOCK_REASON (sent or not). */
export const TokenUnblockRequestSchema = v.object({
  type: v.literal('tokens'),
  action: v.literal('unblock'),
  reason: v.optional(v.string(), TOKEN_UNBLOCK_REASON),
  blockingId: Uuid('blocking.notFound'),
});

/**
 * The outer variant answers for both discriminators (an unknown type, or tokens with an unknown action),
 * so its message is chosen by the key it names.
 */
const discriminatorProblem = (issue: v.BaseIssue<unknown>) => (issue.path?.[0]?.key === 'action' ? 'project.blockActionInvalid' : 'project.blockTypeInvalid');

/** POST /api/block (spec 001 §3 "Blocking request", §7). */
export const BlockRequestSchema = v.variant(
  'type',
  [ProjectBlockRequestSchema, InvestorBlockRequestSchema, v.variant('action', [TokenBlockRequestSchema, TokenUnblockRequestSchema])],
  discriminatorProblem,
);
export type BlockRequest = v.InferOutput<typeof BlockRequestSchema>;

/** A token rule in the spec's order: 0 < amount ≤ the holder's tokens not yet blocked ('Cantidad de tokens inválida'). */
export function tokenAmountProblem(amount: number, heldTokens: number, blockedTokens: number): Message | null {
  if (!Number.isInteger(amount) || amount <= 0 || amount > heldTokens - blockedTokens) return 'block.tokenAmountInvalid';
  return null;
}

/** 'Bloquear tokens' shows only while blocked tokens are fewer than total tokens (spec 001 §4). */
export const mayBlockMoreTokens = (line: { total_tokens: number; total_tokens_blocked: number }): boolean =>
  line.total_tokens_blocked < line.total_tokens;

/** One open (or released) blocking of a holder's tokens (spec 001 §3 "Blocking"). */
export interface Blocking {
  id: string;
  /** Same as id: the spec's clients read either. */
  blockingId: string;
  type: BlockType;
  /** Tokens frozen (type tokens), else null. */
  amount: number | null;
  reason: string;
  user_id: string | null;
  project_id: string | null;
  blocked_at: string;
  blocked_by_name: string | null;
  released_at: string | null;
  release_reason: string | null;
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval?: PendingApprovalRef | null;
}

/** One mint of tokens to the investor in a project (spec 001 §3 "History entry"). */
export interface HistoryEntry {
  /** The investment minted. */
  id: string;
  tokens: number;
  /** Euros of the investment. */
  amount: number;
  mint_at: string;
}

/** The investor's holding in one project (spec 001 §3 "Investor" → investments). */
export interface InvestorProject {
  project_id: string;
  project_name: string;
  total_tokens: number;
  /** Euros of the completed investments in this project. */
  total_amount: number;
  total_tokens_blocked: number;
  /** The open token blockings, newest first. */
  blockings: Blocking[];
  /** Mints, newest first. */
  history: HistoryEntry[];
}

/** GET /api/investors, one row (spec 001 §3 "Investor (list item)"): users with an approved KYC. */
export interface Investor {
  id: string;
  /** Raw; shown through investorName(). */
  name: string | null;
  email: string | null;
  status: UserStatus;
  kyc_approved_at: string | null;
  /** Euros of every completed investment. */
  total_invested: number;
  domain_id: 1 | 2;
  investments: InvestorProject[];
  /** What the caller may do to this investor: block or unblock the account, block or release its tokens (nobody acts on their own; an admin's account is never blocked). */
  can: { block: boolean; block_tokens: boolean };
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval: PendingApprovalRef | null;
}

/** GET /api/blockings: a page of blockings, newest first, and the next page's cursor (null: the last page). */
export interface BlockingListResponse {
  success: true;
  data: Blocking[];
  nextCursor: string | null;
}

/** GET /api/investors[?q=&domain=&cursor=] */
export interface InvestorListResponse {
  success: true;
  data: Investor[];
  nextCursor: string | null;
  /** Whether the caller may block and unblock (admin or ERIR); others see the list without actions. */
  can: { block: boolean; export: boolean };
}

/** POST /api/block → data for the investor and token types (the project type answers core/projects' BlockResult). */
export interface InvestorBlockResult {
  id: string;
  status: UserStatus;
}
export interface TokenBlockResult {
  blocking: Blocking;
  total_tokens: number;
  total_tokens_blocked: number;
}

/** name, else the e-mail's local part, else 'Unknown' (spec 001 §3). */
export function investorName(investor: Pick<Investor, 'name' | 'email'>): string {
  const name = investor.name?.trim();
  if (name) return name;
  const local = investor.email?.split('@')[0]?.trim();
  return local || 'Unknown';
}

/** e-mail, else 'No email' (spec 001 §3). */
export const investorEmail = (investor: Pick<Investor, 'email'>): string => investor.email?.trim() || 'No email';

/** A blocking's reason, else 'Sin motivo' (spec 001 §3 "Blocking"). */
export const blockingReason = (blocking: { reason?: string | null; reason_block?: string | null }): string =>
  blocking.reason?.trim() || blocking.reason_block?.trim() || 'Sin motivo';
