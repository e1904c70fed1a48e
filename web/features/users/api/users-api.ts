// GET /api/users (admin only): every registered user, optionally of one brand (spec 000 §2, 001 §2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { UserListItemSchema, type UserListItem } from '../../../../core/users';
import { apiGet } from '../../../api/client';
import type { DomainFilter } from '../../../components/domain-filter';

export type { UserListItem };

export const usersQuery = (domain: DomainFilter) =>
  queryOptions({
    queryKey: ['users', domain],
    queryFn: async () => v.parse(v.array(UserListItemSchema), await apiGet<unknown>(`/users?domain=${domain}`)),
  });

export const useUsers = (domain: DomainFilter) => useQuery(usersQuery(domain));
