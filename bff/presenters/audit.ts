// Audit rows as the API shows them (core/audit.ts): the actor as a person (or null, the system), the
// row's content and its hash.
import type { AuditEntry } from '../../core/audit';
import type { AuditListRow } from '../../db/queries/audit';

export function presentAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    // actor_id's foreign key keeps the user while any entry names them (migration 0012), so the join finds them.
    actor: row.actor_id ? { id: row.actor_id, email: row.actor_email!, name: row.actor_name } : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before,
    after: row.after,
    created_at: row.created_at,
    hash: row.hash,
  };
}
