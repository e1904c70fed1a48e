// The four-eyes gate (issue 57) every action of core/approvals.ts's list passes right before its effect,
// inside the action's own transaction and after every check it runs under its locks. The maker's call
// stores the request (the exact payload and its sha256, the subject's version, the reason), queues the
// mail to who may decide it and writes its audit row; the action then stops, answered 202. The checker's
// call (carrying out an approved request, bff/services/approvals.ts) locks the request, finds it still
// pending, in time, not their own, about the same subject in the same state with the same payload, marks
// it approved and lets the effect run; its audit row, with both people, is written by `seal` last.
import { createHash } from 'node:crypto';
import { approvalExpiry, isErirApprovable, type ApprovalKind, type ApprovalRequest, type ApprovalSubjectType } from '../../core/approvals';
import { canonical } from '../../core/canonical-json';
import { mailMessages, type MailMessageKey } from '../../core/mail-messages';
import type { Tx } from '../../db/knex';
import type { DbApprovalRow, DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { decideApproval, findApprovalView, insertApprovalUnlessPending, lockApproval, type ApprovalView } from '../../db/queries/approvals';
import { listApprovers } from '../../db/queries/users';
import { conflict, forbidden } from '../errors';
import type { TellInvestor } from './investor-mail';

/** How the caller takes part: proposing (the route's step-up check runs only then), or carrying out an approved request. */
export type FourEyesRole = { as: 'maker'; stepUp: () => void } | { as: 'checker'; approvalId: string; comment: string | null };

/** What an action proposes: which action on what, the payload that carries it out again, and what approvers read. */
export interface FourEyesProposal {
  kind: ApprovalKind;
  subject: { type: ApprovalSubjectType; id: string; label: string; path: string; domainId: number };
  /** The service's own input that carries the action out (given back to it on approval). */
  payload: Record<string, unknown>;
  /** The subject's state this action was decided on: any change since voids the request. */
  version: string;
  effect: ApprovalRequest['effect'];
  reason?: string | null;
}

/** The maker's outcome: the stored request. The checker's: null, and `seal` to call after the effect's own audit row. */
export type FourEyesOutcome = { pending: ApprovalView; seal?: never } | { pending: null; seal: () => Promise<void> };

/** Where an approver opens the requests (web/shell/route-table.ts). */
export const APPROVALS_PATH = '/dashboard/approvals';

export const payloadHash = (payload: Record<string, unknown>): string => createHash('sha256').update(JSON.stringify(canonical(payload))).digest('hex');

export const approvalClosed = () => conflict('approval.closed', 'approval_closed');
export const approvalVoid = () => conflict('approval.void', 'approval_void');
export const ownApproval = () => forbidden('approval.own', 'own_approval');

const personName = (user: DbUserRow) => user.full_name ?? user.name ?? user.email;

export function createFourEyes({ tellInvestor }: { tellInvestor: TellInvestor }) {
  /** Every possible approver hears of it, in their language, as the subject's brand. */
  async function tellApprovers(tx: Tx, maker: DbUserRow, request: DbApprovalRow): Promise<void> {
    const approvers = await listApprovers(tx, { domainId: request.domain_id, erir: isErirApprovable(request.kind), except: maker.id });
    for (const approver of approvers) {
      const action = mailMessages[`mail.approval.kind.${request.kind}` as MailMessageKey][approver.locale];
      const values = { maker: personName(maker), action, subject: request.subject_label, reason: request.reason ?? '—', expires: request.expires_at.toISOString().slice(0, 16).replace('T', ' ') };
      await tellInvestor(tx, 'approval_requested', approver, { path: APPROVALS_PATH, values, domainId: request.domain_id });
    }
  }

  async function propose(tx: Tx, maker: DbUserRow, proposal: FourEyesProposal): Promise<ApprovalView> {
    const now = new Date();
    const request = await insertApprovalUnlessPending(tx, {
      domain_id: proposal.subject.domainId,
      kind: proposal.kind,
      subject_type: proposal.subject.type,
      subject_id: proposal.subject.id,
      payload: proposal.payload,
      payload_hash: payloadHash(proposal.payload),
      subject_version: proposal.version,
      subject_label: proposal.subject.label,
      subject_path: proposal.subject.path,
      effect: proposal.effect,
      reason: proposal.reason ?? null,
      maker_id: maker.id,
      created_at: now,
      expires_at: approvalExpiry(now),
    });
    if (!request) throw conflict('approval.pending', 'approval_pending');
    await tellApprovers(tx, maker, request);
    await insertAudit(tx, {
      actorId: maker.id,
      action: 'approval.propose',
      targetType: 'approval',
      targetId: request.id,
      after: { kind: request.kind, subject_type: request.subject_type, subject_id: request.subject_id, payload_hash: request.payload_hash, reason: request.reason, maker_id: maker.id },
    });
    return (await findApprovalView(tx, request.id))!;
  }

  /** The approved request about to be carried out by `checker`, checked again under its row lock. */
  async function claim(tx: Tx, checker: DbUserRow, role: Extract<FourEyesRole, { as: 'checker' }>, proposal: FourEyesProposal): Promise<() => Promise<void>> {
    const request = await lockApproval(tx, role.approvalId);
    if (!request || request.status !== 'pending' || request.expires_at.getTime() <= Date.now()) throw approvalClosed();
    if (request.maker_id === checker.id) throw ownApproval();
    const same = request.kind === proposal.kind && request.subject_id === proposal.subject.id && request.subject_version === proposal.version && request.payload_hash === payloadHash(proposal.payload);
    if (!same) throw approvalVoid();
    const approved = (await decideApproval(tx, request.id, { status: 'approved', checker_id: checker.id, decision_comment: role.comment }))!;
    return () =>
      insertAudit(tx, {
        actorId: checker.id,
        action: 'approval.approve',
        targetType: 'approval',
        targetId: approved.id,
        before: { status: request.status },
        after: { status: approved.status, kind: approved.kind, subject_type: approved.subject_type, subject_id: approved.subject_id, payload_hash: approved.payload_hash, maker_id: approved.maker_id, checker_id: checker.id, comment: role.comment },
      });
  }

  return {
    /** Call right before the action's effect, inside its transaction: see the file's head. */
    async gate(tx: Tx, actor: DbUserRow, role: FourEyesRole, proposal: FourEyesProposal): Promise<FourEyesOutcome> {
      if (role.as === 'maker') {
        role.stepUp();
        return { pending: await propose(tx, actor, proposal) };
      }
      return { pending: null, seal: await claim(tx, actor, role, proposal) };
    },
  };
}

export type FourEyes = ReturnType<typeof createFourEyes>;

/** What a four-eyes action answers: its result when carried out, or the request it stored. */
export type Proposed = { proposed: ApprovalView };
export const isProposed = (outcome: object): outcome is Proposed => 'proposed' in outcome;
