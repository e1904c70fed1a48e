// Chain commands as the admins' chain page lists them (core/chain.ts): never the signed bytes or the
// arguments, only what an admin acts on.
import { retryRefusal, type ChainCommand } from '../../core/chain';
import type { ChainCommandListRow } from '../../db/queries/chain-commands';

export function presentChainCommand(row: ChainCommandListRow): ChainCommand {
  const projectId = typeof row.args.project === 'string' ? row.args.project : null;
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    subject: row.subject_type && row.subject_id ? { type: row.subject_type, id: row.subject_id, label: row.subject_label } : null,
    project: projectId && row.project_name !== null ? { id: projectId, name: row.project_name } : null,
    nonce: row.nonce === null ? null : Number(row.nonce),
    tx_hash: row.tx_hash,
    attempts: row.attempts,
    error: row.last_error,
    created_at: row.created_at_utc,
    updated_at: row.updated_at_utc,
    can: { retry: retryRefusal(row) === null },
  };
}
