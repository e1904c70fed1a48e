// The audit log's one writer: every change a person (or the system, actor null) makes is recorded
// through here, in the transaction of the change itself.
import type { Knex } from 'knex';

export type AuditTarget = 'project' | 'user' | 'system' | 'kyc_application' | 'kyc_document' | 'investment' | 'blocking';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: AuditTarget;
  targetId: string;
  before?: object | null;
  after?: object | null;
}

export async function insertAudit(db: Knex, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert({
    actor_id: entry.actorId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ? JSON.stringify(entry.before) : null,
    after: entry.after ? JSON.stringify(entry.after) : null,
  });
}
