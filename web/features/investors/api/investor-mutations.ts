// The blocking writes as TanStack mutations, each leaving the cache as the server now has it (spec 001
// §4): an investor blocked or unblocked takes the answered status in every loaded list, in place; a
// token block or release reloads the lists and the blockings, whose totals the server recomputed. An
// unblock or a release sent for approval (issue 57) reloads them too: they now name the pending request.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { InvestorBlockResult } from '../../../../core/investors';
import { isApprovalPending } from '../../../../core/approvals';
import { investorKeys, type InvestorListData } from './investor-queries';
import { blockTokens, setInvestorBlocked, unblockTokens, type InvestorAction } from './investors-api';

export function withInvestorStatus(list: InvestorListData | undefined, { id, status }: InvestorBlockResult): InvestorListData | undefined {
  return (
    list && {
      ...list,
      pages: list.pages.map((page) => ({ ...page, data: page.data.map((investor) => (investor.id === id ? { ...investor, status } : investor)) })),
    }
  );
}

/** The investors read again, and the approvals (the menu's count, the screen) with the new request. */
function invalidateAfterProposal(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['approvals'] });
  return queryClient.invalidateQueries({ queryKey: investorKeys.all });
}

export function useSetInvestorBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: InvestorAction; reason: string }) => setInvestorBlocked(id, action, reason),
    onSuccess: (result) => {
      if (isApprovalPending(result)) return invalidateAfterProposal(queryClient);
      queryClient.setQueriesData<InvestorListData>({ queryKey: investorKeys.lists }, (list) => withInvestorStatus(list, result));
    },
  });
}

export function useBlockTokens() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockTokens, onSuccess: () => queryClient.invalidateQueries({ queryKey: investorKeys.all }) });
}

export function useUnblockTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockTokens,
    onSuccess: (result) => (isApprovalPending(result) ? invalidateAfterProposal(queryClient) : queryClient.invalidateQueries({ queryKey: investorKeys.all })),
  });
}
