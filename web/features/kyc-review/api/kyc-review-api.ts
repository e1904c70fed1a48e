// The admin's KYC calls (docs/kyc.md): one application with its applicant, and the review decision.
// Server only, never network-first: an identity file must not outlive the session in a saved copy, and a
// review needs the application as it is now.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycApplication, KycReviewInput } from '../../../../core/kyc';
import type { WalletChange, WalletChangeReviewInput } from '../../../../core/wallet-change';
import { isApprovalPending, type ApprovalPending } from '../../../../core/approvals';
import { apiGet, apiSend } from '../../../api/client';

export const adminKycKeys = {
  application: (id: string) => ['kyc', 'admin', 'application', id] as const,
};

export const adminApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: adminKycKeys.application(id),
    queryFn: () => apiGet<KycApplication>(`/admin/kyc/applications/${encodeURIComponent(id)}`),
  });

/** A rejection is done at once; an approval is a proposal (issue 57), answered as the request that waits for a second admin. */
export function reviewApplication(body: KycReviewInput): Promise<KycApplication | ApprovalPending> {
  return apiSend<KycApplication | ApprovalPending>('POST', '/kyc/review', body);
}

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: (answer, body) => {
      if (isApprovalPending(answer)) {
        void queryClient.invalidateQueries({ queryKey: ['approvals'] });
        return queryClient.invalidateQueries({ queryKey: adminKycKeys.application(body.applicationId) });
      }
      queryClient.setQueryData(adminKycKeys.application(answer.id), answer);
      // The users list shows each user's application status and the review button.
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/**
 * An admin's decision on an approved investor's new wallet; the application and the users list are read
 * again. Approving is a proposal (issue 57): the answer is then the request waiting for a second admin.
 */
export function useDecideWalletChange(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: WalletChangeReviewInput & { id: string }) =>
      apiSend<WalletChange | ApprovalPending>('POST', `/kyc/wallet-change/${encodeURIComponent(id)}/review`, body),
    onSuccess: async (answer) => {
      if (isApprovalPending(answer)) void queryClient.invalidateQueries({ queryKey: ['approvals'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      await queryClient.invalidateQueries({ queryKey: adminKycKeys.application(applicationId) });
    },
  });
}
