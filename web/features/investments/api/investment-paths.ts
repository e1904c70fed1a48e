// The addresses of the investment reads, kept apart from the calls themselves so the route table can name
// them as a screen's first answers (web/shell/route-table.ts) without taking in the investments' code.
import type { InvestmentStatus } from '../../../../core/investments';

export const INVESTMENTS_PAGE_SIZE = 25;

/** Whether an address's query asks for every investment (?admin=true): granted to admins only, anyone else sees their own list. */
export const asksForEveryInvestment = (query: URLSearchParams): boolean => query.get('admin') === 'true';

/** Every status, or one (the admin's filter). */
export type StatusFilter = InvestmentStatus | 'all';

export interface ListScope {
  admin: boolean;
  status: StatusFilter;
}

/** The own list: what a members' address asks for unless an admin asks for every investment (?admin=true). */
export const OWN_INVESTMENTS: ListScope = { admin: false, status: 'all' };

export function investmentListPath({ admin, status }: ListScope, cursor: string | null, limit = INVESTMENTS_PAGE_SIZE): string {
  const query = new URLSearchParams();
  if (admin) {
    query.set('admin', 'true');
    if (status !== 'all') query.set('status', status);
  }
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `/investment?${query.toString()}`;
}

export const investmentPath = (id: string): string => `/investment/${encodeURIComponent(id)}`;
