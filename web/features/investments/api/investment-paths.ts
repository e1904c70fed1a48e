// The addresses of the investment reads, kept apart from the calls themselves so the entry can name them
// for its early requests (web/app/early-data.ts) without taking in the investments' code: types only.
import type { InvestmentStatus } from '../../../../core/investments';

export const INVESTMENTS_PAGE_SIZE = 25;

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
