// The addresses of the approvals reads and decisions, apart from the calls so the route table (the
// screen's first answers) and the menu's badge can name them without taking in the screen's code.
import type { ApprovalListView } from '../../../../core/approvals';

/** A page of the list: enough rows for a tablet's screen and then some. */
export const APPROVAL_PAGE_SIZE = 25;

export const APPROVAL_COUNT_PATH = '/approvals/count';

export function approvalListPath(view: ApprovalListView, cursor: string | null, limit = APPROVAL_PAGE_SIZE): string {
  const query = new URLSearchParams({ view, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `/approvals?${query.toString()}`;
}

export const approvalDecisionPath = (id: string, decision: 'approve' | 'reject'): string => `/approvals/${encodeURIComponent(id)}/${decision}`;
