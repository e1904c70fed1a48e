// The investment writes as TanStack mutations, each leaving the cache as the server now has it: the
// answered investment replaces the detail's copy and the lists load again; a new investment also
// reloads the projects (their funding changed). A step the server refused (taken meanwhile by someone
// else, or a rule that changed) reloads the investment, so the page shows where it really is.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/client';
import type { AdvanceInvestmentInput, Investment } from '../../../../core/investments';
import { isApprovalPending } from '../../../../core/approvals';
import { investmentKeys } from './investment-queries';
import { advanceInvestment, createInvestment, rejectInvestment } from './investments-api';

function remember(queryClient: QueryClient, investment: Investment) {
  queryClient.setQueryData(investmentKeys.detail(investment.id), investment);
  return queryClient.invalidateQueries({ queryKey: investmentKeys.lists });
}

function reloadAfterRefusal(queryClient: QueryClient, error: unknown, id: string) {
  if (error instanceof ApiError) void queryClient.invalidateQueries({ queryKey: investmentKeys.detail(id) });
}

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestment,
    onSuccess: async (investment) => {
      // The catalog's and the detail's funding bars count the new investment (the projects feature's keys start so).
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      await remember(queryClient, investment);
    },
    // A refusal may come from funding the page did not know of yet ('Solo quedan €X…'): read it again.
    onError: (error) => {
      if (error instanceof ApiError) void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export function useAdvanceInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investment, body }: { investment: Pick<Investment, 'id' | 'status'>; body?: Omit<AdvanceInvestmentInput, 'from_status'> }) => advanceInvestment(investment, body),
    onSuccess: (answer, { investment }) => {
      if (!isApprovalPending(answer)) return remember(queryClient, answer);
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
      return queryClient.invalidateQueries({ queryKey: investmentKeys.detail(investment.id) });
    },
    onError: (error, { investment }) => reloadAfterRefusal(queryClient, error, investment.id),
  });
}

export function useRejectInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectInvestment(id, reason),
    onSuccess: (investment) => remember(queryClient, investment),
    onError: (error, { id }) => reloadAfterRefusal(queryClient, error, id),
  });
}
