// How an approved request of each kind is carried out: the maker's own service call again, with the
// stored payload, as the checker (bff/services/approvals.ts). A payload is what that call took.
import type { ApprovalKind } from '../../core/approvals';
import type { AdvanceInvestmentInput } from '../../core/investments';
import type { KycReviewInput } from '../../core/kyc';
import type { WalletChangeReviewInput } from '../../core/wallet-change';
import type { CarryOut } from './approvals';
import type { BlockingService } from './blocking';
import type { InvestmentService } from './investments';
import type { KycService } from './kyc';
import type { WalletChangeService } from './wallet-changes';

export function approvalCarriers({ investments, kyc, blocking, walletChanges }: { investments: InvestmentService; kyc: KycService; blocking: BlockingService; walletChanges: WalletChangeService }): Record<ApprovalKind, CarryOut> {
  return {
    'investment.mint': (checker, request, role) => investments.advance(checker, request.subject_id, request.payload as AdvanceInvestmentInput, role),
    'kyc.approve': (checker, request, role) => kyc.review(checker, request.payload as KycReviewInput, role),
    'investor.unblock': (checker, request, role) => blocking.setInvestorBlocked(checker, request.subject_id, false, String(request.payload.reason), role),
    'tokens.release': (checker, request, role) => blocking.unblockTokens(checker, request.subject_id, role),
    'project.unblock': (checker, request, role) => blocking.setProjectBlocked(checker, request.subject_id, false, String(request.payload.reason), role),
    'wallet.recover': (checker, request, role) => walletChanges.review(checker, request.subject_id, request.payload as WalletChangeReviewInput, role),
  };
}
