// What the approvals routes accept, one `{ params, query, body }` schema per route (bff/http/route.ts).
import * as v from 'valibot';
import { APPROVAL_LIST_VIEWS, ApproveSchema, RejectApprovalSchema } from '../../core/approvals';
import { pageCursor, pageLimit } from './list-query';

const ApprovalIdParams = v.object({ id: v.pipe(v.string(), v.uuid('approval.notFound')) });

export const ListApprovals = {
  query: v.object({
    view: v.optional(v.picklist(APPROVAL_LIST_VIEWS, 'approval.listInvalid'), 'pending'),
    limit: pageLimit('approval.listInvalid'),
    cursor: pageCursor('approval.listInvalid'),
  }),
};
export const CountApprovals = {};
export const GetApproval = { params: ApprovalIdParams };
export const ApproveApproval = { params: ApprovalIdParams, body: ApproveSchema };
export const RejectApproval = { params: ApprovalIdParams, body: RejectApprovalSchema };
