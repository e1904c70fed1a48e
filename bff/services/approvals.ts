// Four-eyes requests (issue 57): the approvers' lists, badge and reads, and the decisions. Approving
// carries out exactly the stored payload through the same service call the maker made, as the checker
// (who passes that service's own checks too), in that call's one transaction: the four-eyes gate
// (four-eyes.ts) checks the request again under its row lock. A request past its deadline is marked
// expired, one whose subject changed is marked void, each in a transaction of its own, since the
// refused attempt's transaction rolls back. Rejecting needs a comment and changes nothing else.
import type { ApprovalKind, ApprovalListView } from '../../core/approvals';
import type { Db } from '../../db/knex';
import type { DbApprovalRow, DbUserRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { countDecidable, decideApproval, expirePastDue, findApprovalView, listApprovals, lockApproval, pendingApprovalsOf, type ApprovalView } from '../../db/queries/approvals';
import { HttpError, notFound } from '../errors';
import { approvalScope, canSeeApproval, decideRefusal } from '../policies/approvals';
import { approvalClosed, approvalVoid, ownApproval, type FourEyesRole } from './four-eyes';
import { decodeCursor, pageOf } from './keyset-cursor';

/** Carries one kind of request out: the maker's service call again, with the stored payload, as `checker`. */
export type CarryOut = (checker: DbUserRow, request: DbApprovalRow, role: Extract<FourEyesRole, { as: 'checker' }>) => Promise<unknown>;

const approvalNotFound = () => notFound('approval.notFound', 'approval_not_found');

export function createApprovalService({ db, carryOut }: { db: Db; carryOut: Record<ApprovalKind, CarryOut> }) {
  async function visible(user: DbUserRow, id: string): Promise<ApprovalView> {
    const view = await findApprovalView(db, id);
    if (!view || !canSeeApproval(user, view)) throw approvalNotFound();
    return view;
  }

  /** Closes a request still pending as expired or void, with its audit row (the system's); false when it was no longer pending. */
  async function close(request: DbApprovalRow, status: 'expired' | 'void'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const closed = await decideApproval(tx, request.id, { status });
      if (closed) await insertAudit(tx, { actorId: null, action: `approval.${status === 'void' ? 'void' : 'expire'}`, targetType: 'approval', targetId: request.id, before: { status: 'pending' }, after: { status } });
      return closed !== undefined;
    });
  }

  /** Refuses a decision the caller may not take now; one past its deadline is marked expired on the way. */
  async function refuseUndecidable(user: DbUserRow, request: ApprovalView): Promise<void> {
    const refusal = decideRefusal(user, request);
    if (refusal === 'own_approval') throw ownApproval();
    if (refusal === 'approval_closed') {
      if (request.status === 'pending') await close(request, 'expired');
      throw approvalClosed();
    }
    if (refusal) throw approvalNotFound();
  }

  return {
    async list(user: DbUserRow, { view, limit, cursor }: { view: ApprovalListView; limit: number; cursor?: string }): Promise<{ rows: ApprovalView[]; nextCursor: string | null }> {
      const scope = approvalScope(user);
      if (!scope) return { rows: [], nextCursor: null };
      const rows = await listApprovals(db, { ...scope, view, limit: limit + 1, after: cursor ? decodeCursor(cursor, 'approval.listInvalid') : undefined });
      return pageOf(rows, limit);
    },

    /** Pending requests the caller could decide (not their own). */
    async count(user: DbUserRow): Promise<number> {
      const scope = approvalScope(user);
      return scope ? countDecidable(db, user.id, scope, new Date()) : 0;
    },

    get: visible,

    /** The pending requests about these subjects that the caller sees, by subject id. */
    async pendingOn(user: DbUserRow, subjectIds: readonly string[]): Promise<Map<string, ApprovalView>> {
      if (!approvalScope(user)) return new Map();
      const rows = (await pendingApprovalsOf(db, subjectIds)).filter((row) => canSeeApproval(user, row));
      return new Map(rows.map((row) => [row.subject_id, row]));
    },

    async approve(checker: DbUserRow, id: string, comment: string | null): Promise<ApprovalView> {
      const request = await visible(checker, id);
      await refuseUndecidable(checker, request);
      try {
        await carryOut[request.kind](checker, request, { as: 'checker', approvalId: request.id, comment });
      } catch (err) {
        // Only a conflict says the subject moved on: any other failure (5xx, 429, a step-up asked, the
        // chain switched off) may pass, and the request waits for another try.
        if (!(err instanceof HttpError) || err.status !== 409 || err.code === 'approval_closed') throw err;
        // Another checker carried it out first: the action's own refusal (its step is gone) means this one.
        if ((await findApprovalView(db, id))?.status !== 'pending') throw approvalClosed();
        // The action's own checks refuse the subject now: it can never be carried out as proposed.
        if (!(await close(request, 'void'))) throw approvalClosed();
        throw err.code === 'approval_void' ? err : approvalVoid();
      }
      return (await findApprovalView(db, id))!;
    },

    async reject(checker: DbUserRow, id: string, comment: string): Promise<ApprovalView> {
      const request = await visible(checker, id);
      await refuseUndecidable(checker, request);
      await db.transaction(async (tx) => {
        const locked = await lockApproval(tx, id);
        if (!locked || locked.status !== 'pending') throw approvalClosed();
        const rejected = (await decideApproval(tx, id, { status: 'rejected', checker_id: checker.id, decision_comment: comment }))!;
        await insertAudit(tx, {
          actorId: checker.id,
          action: 'approval.reject',
          targetType: 'approval',
          targetId: id,
          before: { status: locked.status },
          after: { status: rejected.status, kind: rejected.kind, subject_type: rejected.subject_type, subject_id: rejected.subject_id, maker_id: rejected.maker_id, checker_id: checker.id, comment },
        });
      });
      return (await findApprovalView(db, id))!;
    },

    /** The housekeeping's sweep: every pending request past its deadline becomes expired. */
    async expirePastDue(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await expirePastDue(tx, now);
        for (const request of expired) {
          await insertAudit(tx, { actorId: null, action: 'approval.expire', targetType: 'approval', targetId: request.id, before: { status: 'pending' }, after: { status: 'expired' } });
        }
        return expired.length;
      });
    },
  };
}

export type ApprovalService = ReturnType<typeof createApprovalService>;
