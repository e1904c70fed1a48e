// GET /api/users (admin only) in keyset pages: the registered users, newest first, optionally of one
// brand and only those whose KYC application waits for review (spec 000 §2, 001 §2).
import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserListResponseSchema, type UserListItem } from '../../../../core/user-list';
import { apiGetAnswer } from '../../../api/client';
import type { DomainFilter } from '../../../components/domain-filter';

export type { UserListItem };

/** GET /api/users with the brand, the review filter (only when on) and the next page's cursor. */
export function userListPath(domain: DomainFilter, reviewOnly: boolean, cursor: string | null): string {
  const query = new URLSearchParams({ domain });
  if (reviewOnly) query.set('kyc', 'review');
  if (cursor) query.set('cursor', cursor);
  return `/users?${query.toString()}`;
}

export const userQueries = {
  list: (domain: DomainFilter, reviewOnly: boolean) =>
    infiniteQueryOptions({
      // The KYC review invalidates ['users'] (kyc-review/api/kyc-review-api.ts): every loaded list reloads.
      queryKey: ['users', domain, reviewOnly],
      queryFn: async ({ pageParam }) => v.parse(UserListResponseSchema, await apiGetAnswer(userListPath(domain, reviewOnly, pageParam))),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      select: ({ pages }): UserListItem[] => pages.flatMap((page) => page.data),
    }),
};
