// Four-eyes requests as the API answers them (core/approvals.ts), with what the caller may do.
import type { ApprovalPerson, ApprovalRequest, PendingApprovalRef } from '../../core/approvals';
import type { Message } from '../../core/messages';
import type { RoleFlags } from '../../core/auth';
import type { ApprovalView } from '../../db/queries/approvals';
import { decideRefusal } from '../policies/approvals';

const REFUSAL_MESSAGE = { own_approval: 'approval.own', approval_closed: 'approval.closed', forbidden: 'http.forbidden' } as const satisfies Record<string, Message>;

const maker = (view: ApprovalView): ApprovalPerson => ({ id: view.maker_id, email: view.maker_email, name: view.maker_name });

export function presentApproval(view: ApprovalView, caller: RoleFlags & { id: string; domain_id: number }, now = new Date()): ApprovalRequest {
  const refusal = decideRefusal(caller, view, now);
  return {
    id: view.id,
    kind: view.kind,
    status: view.status,
    subject: { type: view.subject_type, id: view.subject_id, label: view.subject_label, path: view.subject_path },
    effect: view.effect,
    reason: view.reason,
    payload_hash: view.payload_hash,
    maker: maker(view),
    checker: view.checker_id ? { id: view.checker_id, email: view.checker_email!, name: view.checker_name } : null,
    decision_comment: view.decision_comment,
    created_at: view.created_at.toISOString(),
    expires_at: view.expires_at.toISOString(),
    decided_at: view.decided_at?.toISOString() ?? null,
    domain_id: view.domain_id,
    can: { decide: refusal === null, refusal: refusal ? { code: refusal, message: REFUSAL_MESSAGE[refusal] } : null },
  };
}

/** The request waiting on a subject, as its own answer names it. */
export const pendingApprovalRef = (view: ApprovalView | undefined): PendingApprovalRef | null =>
  view ? { id: view.id, kind: view.kind, maker: maker(view), expires_at: view.expires_at.toISOString() } : null;
