// The investment writes as TanStack mutations, each leaving the cache as the server now has it: the
// answered investment replaces the detail's copy and the lists load again; a new investment also
// reloads the projects (their funding changed).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdvanceInvestmentInput, Investment } from '../../../../core/investments';
import { investmentKeys } from './investment-queries';
import { advanceInvestment, createInvestment, rejectInvestment } from './investments-api';

function remember(queryClient: QueryClient, investment: Investment) {
  queryClient.setQueryData(investmentKeys.detail(investment.id), investment);
  return queryClient.invalidateQueries({ queryKey: investmentKeys.lists });
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
  });
}

export function useAdvanceInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investment, body }: { investment: Pick<Investment, 'id' | 'status'>; body?: AdvanceInvestmentInput }) => advanceInvestment(investment, body),
    onSuccess: (investment) => remember(queryClient, investment),
  });
}

export function useRejectInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectInvestment(id, reason),
    onSuccess: (investment) => remember(queryClient, investment),
  });
}
