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

export interface ChainCommandListRow extends DbChainCommandRow {
  /** The subject's name: a project's, a user's e-mail (an investment's investor), when it still exists. */
  subject_label: string | null;
  /** The token's project (args.project), for token commands. */
  project_name: string | null;
  /** The latest of written, signed, sent, done: UTC to the microsecond. */
  updated_at_utc: string;
  created_at_utc: string;
}

export interface ChainCommandListFilter {
  chainId: number;
  statuses: readonly DbChainCommandStatus[];
  /** Commands older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

const utc = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A chain's commands in these states, newest first, each with names for what it concerns (the admins' chain page). */
export function listChainCommands(db: Knex, filter: ChainCommandListFilter): Promise<ChainCommandListRow[]> {
  // subject_id is text (a project's or user's uuid, or 'platform'): compared as text, never cast.
  return db('chain_commands as c')
    .joinRaw("left join projects as sp on c.subject_type = 'project' and sp.id::text = c.subject_id")
    .joinRaw("left join investments as si on c.subject_type = 'investment' and si.id::text = c.subject_id")
    .joinRaw("left join users as su on (c.subject_type = 'user' and su.id::text = c.subject_id) or su.id = si.user_id")
    .joinRaw("left join projects as tp on tp.id::text = c.args->>'project'")
    .select(
      'c.*',
      db.raw('coalesce(sp.name, su.email) as subject_label'),
      'tp.name as project_name',
      db.raw(`${utc('c.created_at')} as created_at_utc`),
      db.raw(`${utc('greatest(c.created_at, c.signed_at, c.sent_at, c.done_at)')} as updated_at_utc`),
    )
    .where('c.chain_id', filter.chainId)
    .whereIn('c.status', filter.statuses)
    .modify((query) => {
      if (filter.beforeId !== undefined) query.where('c.id', '<', filter.beforeId);
    })
    .orderBy('c.id', 'desc')
    .limit(filter.limit) as Promise<ChainCommandListRow[]>;
}

/** Reads a chain's command and locks it until the transaction ends (a retry's check and change see one state). */
export function lockChainCommand(tx: Knex.Transaction, chainId: number, id: number): Promise<DbChainCommandRow | undefined> {
  return tx<DbChainCommandRow>('chain_commands').where({ chain_id: chainId, id }).forUpdate().first();
}

/**
 * A failed command back in its signer's queue, as if just written: its old transaction (if it was signed,
 * its nonce is spent on chain or was never used) is forgotten, so the worker signs it anew with the next
 * nonce and, for a deploy, the address that nonce gives. Only from failed; 0 when it was not.
 */
export function requeueFailedCommand(tx: Knex.Transaction, id: number): Promise<number> {
  return tx('chain_commands')
    .where({ id, status: 'failed' })
    .whereNot({ kind: 'mint' })
    .update({
      status: 'pending',
      contract: null,
      nonce: null,
      raw_tx: null,
      tx_hash: null,
      tx_hashes: JSON.stringify([]),
      block_number: null,
      block_hash: null,
      attempts: 0,
      last_error: null,
      signed_at: null,
      sent_at: null,
      done_at: null,
    } as never);
}
