// `npm run audit:verify`: walks the audit log's hash chain (docs/audit.md) in the database the server
// uses (DATABASE_URL, or the embedded one under DATA_DIR) and says whether it is whole. Exit 0 when it
// is, 1 naming the first broken row, 2 when the database cannot be read.
import { loadConfig } from '../bff/config/env';
import { runOperatorCommand } from './operator-command';
import { openDb } from '../db/knex';
import { auditChainBatches } from '../db/queries/audit';
import { verifyAuditChain, type ChainBreak } from '../core/audit-chain';

const WHY: Record<ChainBreak, string> = {
  missing_hash: 'it has no hash (it was written without the audit writer)',
  prev_hash_mismatch: 'its prev_hash is not the hash of the row before it (a row before it was removed or rewritten)',
  hash_mismatch: 'its content does not match its hash (it was changed)',
};

async function main(): Promise<number> {
  const db = openDb(loadConfig());
  try {
    // No migration: a verifier only reads, and must not change the database it is asked about.
    const verdict = await verifyAuditChain(auditChainBatches(db));
    if (verdict.ok) {
      process.stdout.write(`The audit chain is whole: ${verdict.rows} rows verified.\n`);
      return 0;
    }
    const { id, reason } = verdict.broken;
    process.stderr.write(`The audit chain is broken at row ${id} (${reason}): ${WHY[reason]}. ${verdict.rows} rows before it verified.\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}

runOperatorCommand('audit:verify', main);
