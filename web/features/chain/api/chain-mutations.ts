// A failed chain command put back in the queue (POST /api/chain/commands/:id/retry); the counts and both
// lists are asked for again, as the server now has them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { chainKeys } from './chain-api';
import { chainRetryPath } from './chain-paths';

export function useRetryCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>('POST', chainRetryPath(id), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chainKeys.all }),
  });
}
