// GET /api/users (admin only): every registered user, optionally of one brand (spec 000 §2, 001 §2).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '../../../api/client';
import type { DomainFilter } from '../../../components/domain-filter';

const UserListItemSchema = v.object({
  id: v.string(),
  email: v.string(),
  full_name: v.nullable(v.string()),
  name: v.nullable(v.string()),
  is_admin: v.boolean(),
  is_erir: v.boolean(),
  status: v.string(),
  kyc_status: v.string(),
  domain_id: v.number(),
  email_verified: v.boolean(),
  created_at: v.string(),
});

export type UserListItem = v.InferOutput<typeof UserListItemSchema>;

export const usersQuery = (domain: DomainFilter) =>
  queryOptions({
    queryKey: ['users', domain],
    queryFn: async () => v.parse(v.array(UserListItemSchema), await apiGet<unknown>(`/users?domain=${domain}`)),
  });

export const useUsers = (domain: DomainFilter) => useQuery(usersQuery(domain));
