// Four-eyes requests (issue 57): the approvers' lists (pending, oldest first; history, newest first), the
// menu's badge, one request, and the decisions — for admins, and ERIR users within their brand and kinds
// (bff/policies/approvals.ts). A decision needs a second factor used in the last five minutes.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import type { ApprovalCount, ApprovalListResponse, ApprovalPending, ApprovalRequest } from '../../core/approvals';
import type { ApprovalView } from '../../db/queries/approvals';
import { assertStepUp } from '../auth/step-up';
import { currentUser, requireRole } from '../middleware/authenticate';
import { idempotent } from '../middleware/idempotency';
import { noStore } from '../middleware/no-store';
import { reply, route } from '../http/route';
import { presentApproval } from '../presenters/approval';
import { ApproveApproval, CountApprovals, GetApproval, ListApprovals, RejectApproval } from './approval-schemas';

export const DEFAULT_APPROVAL_PAGE = 25;

/** A maker's four-eyes action stored as a request: 202 with it. */
export function replyPending(ctx: Context, view: ApprovalView): void {
  reply<ApprovalPending>(ctx, { approval: presentApproval(view, currentUser(ctx)) }, { status: 202 });
}

export function approvalRoutes(deps: Pick<Deps, 'db' | 'approvals'>): Router {
  const router = new Router();
  const { approvals } = deps;
  const once = idempotent(deps.db);
  router.use(noStore);

  router.get(
    '/approvals',
    requireRole('erir'),
    route(ListApprovals, async (ctx, { query }) => {
      const user = currentUser(ctx);
      const { rows, nextCursor } = await approvals.list(user, { view: query.view, limit: query.limit ?? DEFAULT_APPROVAL_PAGE, cursor: query.cursor });
      ctx.body = { success: true, data: rows.map((row) => presentApproval(row, user)), nextCursor } satisfies ApprovalListResponse;
    }),
  );

  router.get(
    '/approvals/count',
    requireRole('erir'),
    route(CountApprovals, async (ctx) => {
      reply<ApprovalCount>(ctx, { pending: await approvals.count(currentUser(ctx)) });
    }),
  );

  router.get(
    '/approvals/:id',
    requireRole('erir'),
    route(GetApproval, async (ctx, { params }) => {
      const user = currentUser(ctx);
      reply<ApprovalRequest>(ctx, presentApproval(await approvals.get(user, params.id), user));
    }),
  );

  router.post(
    '/approvals/:id/approve',
    requireRole('erir'),
    once,
    route(ApproveApproval, async (ctx, { params, body }) => {
      assertStepUp(ctx);
      const user = currentUser(ctx);
      reply<ApprovalRequest>(ctx, presentApproval(await approvals.approve(user, params.id, body.comment || null), user));
    }),
  );

  router.post(
    '/approvals/:id/reject',
    requireRole('erir'),
    once,
    route(RejectApproval, async (ctx, { params, body }) => {
      assertStepUp(ctx);
      const user = currentUser(ctx);
      reply<ApprovalRequest>(ctx, presentApproval(await approvals.reject(user, params.id, body.comment), user));
    }),
  );

  return router;
}
