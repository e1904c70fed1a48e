// Who sees and decides four-eyes requests (issue 57): admins every one of every brand; an ERIR user only
// the kinds they may carry out themselves (ERIR_APPROVABLE_KINDS), of their own brand — any other request
// answers as missing. Nobody decides their own; a request is decided once, before its deadline.
import { ERIR_APPROVABLE_KINDS, isErirApprovable } from '../../core/approvals';
import { hasRole, type RoleFlags } from '../../core/auth';
import type { ErrorCode } from '../../core/errors';
import type { DbApprovalRow } from '../../db/tables';
import type { ApprovalScope } from '../../db/queries/approvals';

type Caller = RoleFlags & { id: string; domain_id: number };

/** The requests the caller sees, or null: none at all. */
export function approvalScope(user: Caller): ApprovalScope | null {
  if (hasRole(user, 'admin')) return {};
  if (hasRole(user, 'erir')) return { domainId: user.domain_id, kinds: ERIR_APPROVABLE_KINDS };
  return null;
}

export function canSeeApproval(user: Caller, request: Pick<DbApprovalRow, 'kind' | 'domain_id'>): boolean {
  if (hasRole(user, 'admin')) return true;
  return hasRole(user, 'erir') && isErirApprovable(request.kind) && request.domain_id === user.domain_id;
}

/** Why the caller may not decide it now (a request they see), or null. */
export function decideRefusal(user: Caller, request: Pick<DbApprovalRow, 'kind' | 'domain_id' | 'maker_id' | 'status' | 'expires_at'>, now = new Date()): Extract<ErrorCode, 'forbidden' | 'own_approval' | 'approval_closed'> | null {
  if (!canSeeApproval(user, request)) return 'forbidden';
  if (request.status !== 'pending' || request.expires_at.getTime() <= now.getTime()) return 'approval_closed';
  if (request.maker_id === user.id) return 'own_approval';
  return null;
}
