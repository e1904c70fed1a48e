// The chain's command queue and each signer's nonce (db/migrations/0016_chain_commands.ts). The worker in
// bff/chain/command-worker.ts is the only writer of a command's progress.
import type { Knex } from 'knex';
import type { DbChainCommandKind, DbChainCommandRow, DbChainCommandStatus } from '../tables';

export interface NewChainCommand {
  chain_id: number;
  signer: string;
  kind: DbChainCommandKind;
  contract?: string | null;
  args: DbChainCommandRow['args'];
  subject_type?: string;
  subject_id?: string;
}

/** Written in the caller's transaction: the command exists exactly when the change that causes it commits. */
export async function insertChainCommand(tx: Knex, command: NewChainCommand): Promise<DbChainCommandRow> {
  const [row] = await tx<DbChainCommandRow>('chain_commands')
    .insert({ ...command, args: JSON.stringify(command.args) as never })
    .returning('*');
  return row!;
}

/** Writes a command once (a deploy of the registry, say): when a live one of its kind and subject exists, nothing. */
export async function insertChainCommandOnce(db: Knex, command: NewChainCommand): Promise<void> {
  await db('chain_commands')
    .insert({ ...command, args: JSON.stringify(command.args) as never })
    .onConflict()
    .ignore();
}

/** The chains this database has commands for. */
export async function chainIdsInUse(db: Knex): Promise<number[]> {
  return (await db('chain_commands').distinct('chain_id')).map((row: { chain_id: number }) => row.chain_id);
}

export function commandsIn(db: Knex, chainId: number, signer: string, status: DbChainCommandStatus, limit: number): Promise<DbChainCommandRow[]> {
  const order = status === 'pending' ? 'id' : 'nonce';
  return db<DbChainCommandRow>('chain_commands').where({ chain_id: chainId, signer, status }).orderBy(order).limit(limit);
}

export async function outstandingCount(db: Knex, chainId: number, signer: string): Promise<number> {
  const row = await db('chain_commands').where({ chain_id: chainId, signer }).whereIn('status', ['signed', 'sent']).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** The address a deploy command gave its contract: once signed, or only once confirmed (null before). */
export async function deployedAddress(
  db: Knex,
  chainId: number,
  kind: 'deploy_registry' | 'deploy_token',
  subjectId: string,
  confirmedOnly: boolean,
): Promise<string | null> {
  const row = await db<DbChainCommandRow>('chain_commands')
    .where({ chain_id: chainId, kind, subject_id: subjectId })
    .whereIn('status', confirmedOnly ? ['confirmed'] : ['signed', 'sent', 'confirmed'])
    .first('contract');
  return row?.contract ?? null;
}

/** A project's token once its deploy is confirmed: its address and the symbol it was deployed with. */
export async function confirmedToken(db: Knex, chainId: number, projectId: string): Promise<{ address: string; symbol: string } | null> {
  const row = await db<DbChainCommandRow>('chain_commands').where({ chain_id: chainId, kind: 'deploy_token', subject_id: projectId, status: 'confirmed' }).first('contract', 'args');
  return row?.contract ? { address: row.contract, symbol: String(row.args.symbol) } : null;
}

/** Whether a deploy of this kind and subject was written and has not failed (its address may still be to come). */
export async function deployExpected(db: Knex, chainId: number, kind: 'deploy_registry' | 'deploy_token', subjectId: string): Promise<boolean> {
  const row = await db('chain_commands').where({ chain_id: chainId, kind, subject_id: subjectId }).whereNot({ status: 'failed' }).first('id');
  return Boolean(row);
}

/** Locks the signer's row (inserting it at `firstNonce` the first time): one signature per nonce across replicas. */
export async function lockSigner(tx: Knex.Transaction, chainId: number, address: string, firstNonce: () => Promise<number>): Promise<number> {
  const existing = await tx('chain_signers').where({ chain_id: chainId, address }).forUpdate().first('next_nonce');
  if (existing) return Number(existing.next_nonce);
  const nonce = await firstNonce();
  await tx('chain_signers').insert({ chain_id: chainId, address, next_nonce: nonce }).onConflict(['chain_id', 'address']).ignore();
  const row = await tx('chain_signers').where({ chain_id: chainId, address }).forUpdate().first('next_nonce');
  return Number(row.next_nonce);
}

export function advanceNonce(tx: Knex.Transaction, chainId: number, address: string, next: number): Promise<number> {
  return tx('chain_signers').where({ chain_id: chainId, address }).update({ next_nonce: next, updated_at: tx.fn.now() });
}

/** Moves a command on, only from the state the worker read it in (a second worker's update then changes nothing). */
export function updateCommand(
  db: Knex,
  id: number,
  from: DbChainCommandStatus,
  changes: Partial<Omit<DbChainCommandRow, 'tx_hashes'>> & { tx_hashes?: string[] },
): Promise<number> {
  const row = { ...changes, ...(changes.tx_hashes ? { tx_hashes: JSON.stringify(changes.tx_hashes) } : {}) };
  return db('chain_commands').where({ id, status: from }).update(row as never);
}

export function recordAttemptError(db: Knex, id: number, error: string): Promise<number> {
  return db('chain_commands').where({ id }).update({ attempts: db.raw('attempts + 1'), last_error: error });
}

/** How many of a chain's commands are in each state (the admins' chain page). */
export async function commandCounts(db: Knex, chainId: number): Promise<Record<DbChainCommandStatus, number>> {
  const rows: { status: DbChainCommandStatus; n: string | number }[] = await db('chain_commands').where({ chain_id: chainId }).groupBy('status').select('status').count({ n: '*' });
  const counts = { pending: 0, signed: 0, sent: 0, confirmed: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
