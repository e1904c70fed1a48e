// The register as the reconciliation reads it (bff/chain/reconcile.ts), and its runs (chain_reconciliations,
// migration 0018): a run is claimed when it starts and finished with its counts.
import type { Knex } from 'knex';
import type { DbChainReconciliationRow, ProjectStatus, UserStatus } from '../tables';
import { lockForTransaction } from './locks';

/** pg_advisory_xact_lock key that queues replicas claiming a run (db/migrate.ts's is 7_361_000). */
const RECONCILIATION_LOCK = 7_361_010;

export interface RegisterToken {
  project_id: string;
  contract: string;
  project_status: ProjectStatus;
  /** The chain at the block read may not show the register's state of it yet (registerTokens). */
  in_flight: boolean;
}

export interface RegisterHolding {
  user_id: string;
  project_id: string;
  tokens: number;
  frozen_tokens: number;
  user_status: UserStatus;
  /** The user's approved KYC application's wallet; null without one. */
  wallet: string | null;
}

/**
 * Every project token whose deploy on this chain is confirmed, with whether the chain read at `atBlock` may
 * not show what the register does: a command on it is pending, signed or sent, or it (the deploy too) was
 * confirmed in a later block.
 */
async function registerTokens(db: Knex, chainId: number, atBlock: number): Promise<RegisterToken[]> {
  const open = db('chain_commands as o')
    .select(db.raw('1'))
    .where('o.chain_id', chainId)
    .whereRaw("o.args->>'project' = c.subject_id")
    .where((command) => command.whereIn('o.status', ['pending', 'signed', 'sent']).orWhere((later) => later.where('o.status', 'confirmed').where('o.block_number', '>', atBlock)));
  const rows: (Omit<RegisterToken, 'in_flight'> & { in_flight: boolean | null })[] = await db('chain_commands as c')
    .joinRaw('join projects as p on p.id::text = c.subject_id')
    .where({ 'c.chain_id': chainId, 'c.kind': 'deploy_token', 'c.status': 'confirmed' })
    .select('c.subject_id as project_id', 'c.contract', 'p.status as project_status', db.raw('(c.block_number > ? or exists (?)) as in_flight', [atBlock, open]))
    .orderBy('c.subject_id');
  return rows.map((row) => ({ ...row, in_flight: Boolean(row.in_flight) }));
}

/** Every holding of the register, with its holder's status and approved wallet. */
function registerHoldings(db: Knex): Promise<RegisterHolding[]> {
  return db('token_holdings as h')
    .join('users as u', 'u.id', 'h.user_id')
    .leftJoin('kyc_applications as k', function approved() {
      this.on('k.user_id', 'h.user_id').andOnVal('k.status', 'APPROVED');
    })
    .select('h.user_id', 'h.project_id', 'h.tokens', 'h.frozen_tokens', 'u.status as user_status', 'k.wallet')
    .orderBy(['h.project_id', 'h.user_id']);
}

/**
 * The register to compare with the chain as it was at `atBlock` (read before this): tokens and holdings from
 * one snapshot, so a change committed between the two reads (a blocking and its freeze command) cannot show
 * in one and not in the other.
 */
export function readRegister(db: Knex, chainId: number, atBlock: number): Promise<{ tokens: RegisterToken[]; holdings: RegisterHolding[] }> {
  return db.transaction(async (tx) => ({ tokens: await registerTokens(tx, chainId, atBlock), holdings: await registerHoldings(tx) }), { isolationLevel: 'repeatable read', readOnly: true });
}

/** A run started now, whatever other runs there are (`npm run chain:reconcile`). */
export async function startReconciliation(db: Knex, chainId: number): Promise<number> {
  const [row] = await db('chain_reconciliations').insert({ chain_id: chainId }).returning('id');
  return Number((row as { id: number }).id);
}

/**
 * A run started now, unless one (finished or not) started within `withinMs`: of replicas on the same
 * schedule, the first to claim runs and the others leave it. Null when another has it.
 */
export function claimReconciliation(db: Knex, chainId: number, withinMs: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, RECONCILIATION_LOCK);
    const recent = await tx('chain_reconciliations')
      .where({ chain_id: chainId })
      .where('started_at', '>', tx.raw('now() - make_interval(secs => ?)', [withinMs / 1000]))
      .first('id');
    return recent ? null : startReconciliation(tx, chainId);
  });
}

export async function finishReconciliation(db: Knex, id: number, result: { holdings: number; differences: number; details: object }): Promise<void> {
  await db('chain_reconciliations')
    .where({ id })
    .update({ ...result, details: JSON.stringify(result.details), finished_at: db.fn.now() });
}

export type ReconciliationSummaryRow = Pick<DbChainReconciliationRow, 'finished_at' | 'holdings' | 'differences'>;

/** The chain's latest finished run, without its details (a long list when much differs); undefined before the first. */
export function latestReconciliation(db: Knex, chainId: number): Promise<ReconciliationSummaryRow | undefined> {
  return db<DbChainReconciliationRow>('chain_reconciliations')
    .where({ chain_id: chainId })
    .whereNotNull('finished_at')
    .orderBy('finished_at', 'desc')
    .first('finished_at', 'holdings', 'differences');
}
