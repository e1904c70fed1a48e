// The audit log's calls (contract: core/audit.ts): GET /api/audit, a filtered page at a time, newest
// first, and GET /api/audit/verify, the hash chain's verdict. Server only: never an old copy.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { AUDIT_FILTER_FIELDS, AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter, type AuditVerification } from '../../../../core/audit';
import { apiGet, apiGetPage } from '../../../api/client';

export function auditListPath(filter: AuditFilter, cursor: string | null, limit = AUDIT_PAGE_SIZE): string {
  const query = new URLSearchParams();
  for (const field of AUDIT_FILTER_FIELDS) {
    const value = filter[field];
    if (value) query.set(field, value);
  }
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `/audit?${query.toString()}`;
}

export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => ['audit', 'list', auditListPath(filter, null)] as const,
  verify: ['audit', 'verify'] as const,
};

export const auditQueries = {
  list: (filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: auditKeys.list(filter),
      queryFn: ({ pageParam }) => apiGetPage<AuditEntry[]>(auditListPath(filter, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      select: ({ pages }): AuditEntry[] => pages.flatMap((page) => page.data),
    }),

  verify: () => queryOptions({ queryKey: auditKeys.verify, queryFn: () => apiGet<AuditVerification>('/audit/verify') }),
};
