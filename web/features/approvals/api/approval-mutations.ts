// A request approved or rejected (POST /api/approvals/:id/approve|reject). Approving carries out what
// was proposed, so besides the approvals (lists and count) the subjects' reads are stale too: an
// investment now completed, an account now unblocked. Everything cached is marked stale; only what is
// on screen asks again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalRequest } from '../../../../core/approvals';
import { ApiError } from '../../../api/client';
import { sendOnce } from '../../../api/idempotent';
import { approvalKeys } from './approvals-api';
import { approvalDecisionPath } from './approvals-paths';

export type ApprovalDecision = 'approve' | 'reject';

export interface DecideInput {
  id: string;
  decision: ApprovalDecision;
  comment: string;
}

/** The body the server's schema takes: approving takes an optional comment, rejecting a required one. */
export const decisionBody = ({ decision, comment }: Pick<DecideInput, 'decision' | 'comment'>): { comment?: string } => {
  const text = comment.trim();
  return decision === 'approve' && !text ? {} : { comment: text };
};

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    // Once only, as the actions it carries out: a retry without an answer never approves twice.
    mutationFn: (input: DecideInput) => sendOnce<ApprovalRequest>('POST', approvalDecisionPath(input.id, input.decision), decisionBody(input)),
    // Not awaited: the decided request leaves the list on the refetch, and with it the dialog, whose own
    // callbacks (the toast) must run first.
    onSuccess: () => void queryClient.invalidateQueries(),
    // Closed, void or decided by someone else meanwhile: the list shows where it really is.
    onError: (error) => {
      if (error instanceof ApiError) void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
