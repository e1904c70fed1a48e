// A new wallet for an approved investor (docs/kyc.md "A new wallet"): the investor asks, typing the address
// twice; another person, an admin, decides; on approval the register's holdings move to the new address
// on chain (ERC-3643's recovery: forcedTransfer), keeping every freeze they had.
import * as v from 'valibot';
import { KYC_REASON_MAX, WalletSchema } from './kyc';
import type { PendingApprovalRef } from './approvals';

/** Addresses compare without case: a checksummed one and its lower-case form are the same wallet. */
export const isSameWallet = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** POST /api/kyc/wallet-change: the new address, and the same once more (a mistyped address loses the tokens). */
export const WalletChangeRequestSchema = v.pipe(
  v.object({ wallet: WalletSchema, wallet_repeat: v.optional(v.string('kyc.walletChange.repeatMismatch'), '') }),
  v.forward(
    v.check((input) => isSameWallet(input.wallet, input.wallet_repeat.trim()), 'kyc.walletChange.repeatMismatch'),
    ['wallet_repeat'],
  ),
);
export type WalletChangeRequestInput = v.InferOutput<typeof WalletChangeRequestSchema>;

/** POST /api/kyc/wallet-change/{id}/review: a rejection says why. */
export const WalletChangeReviewSchema = v.pipe(
  v.object({
    status: v.picklist(['APPROVED', 'REJECTED'], 'kyc.reviewStatusInvalid'),
    comments: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(KYC_REASON_MAX, 'kyc.textTooLong'))),
  }),
  v.forward(
    v.check((input) => input.status !== 'REJECTED' || !!input.comments, 'kyc.rejectionReasonRequired'),
    ['comments'],
  ),
);
export type WalletChangeReviewInput = v.InferOutput<typeof WalletChangeReviewSchema>;

export type WalletChangeStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** The latest request of an application, as its investor and admins see it. */
export interface WalletChange {
  id: string;
  old_wallet: string;
  new_wallet: string;
  status: WalletChangeStatus;
  requested_at: string;
  reviewed_at: string | null;
  rejection_reason: string | null;
  /** A four-eyes request about it waiting for a second person (issue 57; admins' and ERIR users' reads only). */
  pending_approval: PendingApprovalRef | null;
}


/** One holding of an investor in a project's token: its tokens, and how many of them are frozen. */
export interface Holding {
  projectId: string;
  tokens: number;
  frozenTokens: number;
}

export type RecoveryStep =
  | { kind: 'register_identity' | 'delete_identity'; wallet: string }
  | { kind: 'forced_transfer'; project: string; from: string; to: string; amount: number }
  | { kind: 'freeze_partial_tokens'; project: string; wallet: string; amount: number }
  | { kind: 'set_address_frozen'; project: string; wallet: string; frozen: true };

/**
 * The chain commands of a recovery, in the order one signer sends them: the new wallet is verified before
 * anything is sent to it; forcedTransfer releases the old wallet's frozen part, so the new one freezes it
 * again, and a blocked investor's new wallet is frozen as the old one was; the old one is deregistered last.
 */
export function recoverySteps(from: string, to: string, holdings: readonly Holding[], addressFrozen: boolean): RecoveryStep[] {
  const steps: RecoveryStep[] = [{ kind: 'register_identity', wallet: to }];
  for (const { projectId: project, tokens, frozenTokens } of holdings) {
    if (tokens <= 0) continue;
    steps.push({ kind: 'forced_transfer', project, from, to, amount: tokens });
    if (frozenTokens > 0) steps.push({ kind: 'freeze_partial_tokens', project, wallet: to, amount: frozenTokens });
    if (addressFrozen) steps.push({ kind: 'set_address_frozen', project, wallet: to, frozen: true });
  }
  steps.push({ kind: 'delete_identity', wallet: from });
  return steps;
}
