// The audit log for admins (docs/audit.md): filtered keyset pages, newest first, and the chain's
// verification. A verification walks every row, so one walk serves every caller for a few seconds.
import { actorFilterOf, type AuditFilter, type AuditVerification } from '../../core/audit';
import { verifyAuditChain } from '../../core/audit-chain';
import type { Db } from '../../db/knex';
import { auditChainBatches, listAudit, type AuditListRow } from '../../db/queries/audit';
import { decodeIdCursor, encodeIdCursor, pageBy } from './keyset-cursor';

/** How long a verdict is answered again before the chain is walked anew. */
export const VERIFY_CACHE_MS = 5_000;

export interface AuditListRequest {
  filter: AuditFilter;
  limit: number;
  cursor?: string;
}

export function createAuditService({ db }: { db: Db }) {
  let kept: { verdict: AuditVerification; until: number } | null = null;
  let walking: Promise<AuditVerification> | null = null;

  async function walk(): Promise<AuditVerification> {
    const verdict = await verifyAuditChain(auditChainBatches(db));
    return { ...verdict, checked_at: new Date().toISOString() };
  }

  return {
    async list({ filter, limit, cursor }: AuditListRequest): Promise<{ rows: AuditListRow[]; nextCursor: string | null }> {
      const rows = await listAudit(db, {
        // The schema let only a readable actor through.
        actor: filter.actor === undefined ? undefined : actorFilterOf(filter.actor)!,
        action: filter.action,
        targetType: filter.target_type,
        targetId: filter.target_id,
        from: filter.from,
        to: filter.to,
        beforeId: cursor ? decodeIdCursor(cursor, 'audit.listInvalid') : undefined,
        limit: limit + 1,
      });
      return pageBy(rows, limit, (row) => encodeIdCursor(row.id));
    },

    /** The chain's verdict, at most VERIFY_CACHE_MS old; callers arriving during a walk share it. */
    async verify(): Promise<AuditVerification> {
      if (kept && Date.now() < kept.until) return kept.verdict;
      walking ??= walk()
        .then((verdict) => {
          kept = { verdict, until: Date.now() + VERIFY_CACHE_MS };
          return verdict;
        })
        .finally(() => {
          walking = null;
        });
      return walking;
    },
  };
}
