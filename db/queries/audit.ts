// The audit log: its one writer, through which every change a person (or the system, actor null)
// makes is recorded in the transaction of the change itself, appending to the hash chain of
// core/audit-chain.ts; the chain read back in id order for the verifier; and the admin's filtered pages.
import type { Knex } from 'knex';
import { AUDIT_TIME_ZONE, type AuditAction, type AuditActorFilter, type AuditTargetType } from '../../core/audit';
import { GENESIS_HASH, asJsonValue, auditRowHash, type AuditChainContent, type AuditChainRow, type JsonValue } from '../../core/audit-chain';
import { currentRequestId } from '../request-scope';

export interface AuditEntry {
  actorId: string | null;
  /** One of core/audit.ts's list: the audit screen names each of them. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before?: object | null;
  after?: object | null;
}

/** pg_advisory_xact_lock key that queues appends to the chain (db/migrate.ts's lock is 7_361_000). */
export const AUDIT_CHAIN_LOCK = 7_361_001;

/** An instant as text, UTC to the microsecond: what the chain hashes, and what the database stores exactly. */
const microsecondsUtc = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const jsonb = (value: JsonValue) => (value === null ? null : JSON.stringify(value));

/** An entry with the request it was made for, taken where it was made (a shared append runs in another's scope). */
interface ChainAppend {
  entry: AuditEntry;
  requestId: string | null;
}

/**
 * Appends the entry to the chain. Call it as the LAST write of the change's transaction: the chain lock
 * it takes is held until that transaction ends, so every audited transaction queues behind this one
 * from here to its commit (docs/audit.md). Given the root connection instead of a transaction (the
 * reads of personal data), the entry is appended in a transaction of its own, shared with the entries
 * other calls on that connection make meanwhile; it resolves once that transaction has committed.
 */
export async function insertAudit(db: Knex, entry: AuditEntry): Promise<void> {
  const append = { entry, requestId: currentRequestId() };
  if (!db.isTransaction) return appendShared(db, append);
  await appendToChain(db, [append]);
}

interface SharedAppends {
  waiting: { append: ChainAppend; resolve: () => void; reject: (err: unknown) => void }[];
  writing: boolean;
}
const sharedAppends = new WeakMap<Knex, SharedAppends>();

/**
 * One transaction at a time per connection pool, taking every entry that arrived while the previous one
 * was written. Twenty reads at once would otherwise each hold a pooled connection idle in the queue for
 * the chain lock, the lock passing from commit to commit; grouped, they take it and commit once. An
 * entry that arrives alone is written at once.
 */
function appendShared(db: Knex, append: ChainAppend): Promise<void> {
  let shared = sharedAppends.get(db);
  if (!shared) sharedAppends.set(db, (shared = { waiting: [], writing: false }));
  const queue = shared;
  return new Promise((resolve, reject) => {
    queue.waiting.push({ append, resolve, reject });
    if (!queue.writing) void writeShared(db, queue);
  });
}

async function writeShared(db: Knex, queue: SharedAppends): Promise<void> {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    const group = queue.waiting.splice(0);
    try {
      await db.transaction((tx) => appendToChain(tx, group.map((waiting) => waiting.append)));
      for (const waiting of group) waiting.resolve();
    } catch (err) {
      // One entry's failure (its actor gone, say) is its own: the others are appended without it.
      if (group.length === 1) group[0]!.reject(err);
      else for (const waiting of group) await db.transaction((tx) => appendToChain(tx, [waiting.append])).then(waiting.resolve, waiting.reject);
    }
  }
  queue.writing = false;
}

/** Appends the entries in their order, under the chain lock that `tx` then holds until it ends. */
async function appendToChain(tx: Knex, appends: readonly ChainAppend[]): Promise<void> {
  // The insert's foreign key check share-locks the actors' rows. Taken before the chain lock, a wait for
  // them (another transaction holds a row while it queues for the chain lock) cannot deadlock.
  const actors = [...new Set(appends.flatMap(({ entry }) => (entry.actorId ? [entry.actorId] : [])))];
  if (actors.length > 0) await tx('users').whereIn('id', actors).forKeyShare().select(tx.raw('1'));
  await tx.raw('select pg_advisory_xact_lock(?)', [AUDIT_CHAIN_LOCK]);
  // Under the lock: the ids, the instants (the database's clock, drawn with the ids, so created_at grows
  // along the chain) and the last hash, as committed by the transaction that held the lock before.
  const heads = (
    (await tx.raw(
      `select nextval(pg_get_serial_sequence('audit_log', 'id')) as id, ${microsecondsUtc('clock_timestamp()')} as created_at,
         current_setting('transaction_isolation') as isolation,
         (select hash from audit_log where hash is not null order by id desc limit 1) as prev_hash
       from generate_series(1, ?)`,
      [appends.length],
    )) as { rows: { id: number | string; created_at: string; isolation: string; prev_hash: string | null }[] }
  ).rows.sort((a, b) => Number(a.id) - Number(b.id));
  // A snapshot taken before the lock would miss the row its holder just committed and fork the chain.
  if (heads[0]!.isolation !== 'read committed') throw new Error(`insertAudit needs a READ COMMITTED transaction, not ${heads[0]!.isolation}`);
  let prevHash = heads[0]!.prev_hash ?? GENESIS_HASH;
  const rows = appends.map(({ entry, requestId }, i) => {
    const row: AuditChainContent = {
      id: Number(heads[i]!.id),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: asJsonValue(entry.before),
      after: asJsonValue(entry.after),
      request_id: requestId,
      created_at: heads[i]!.created_at,
    };
    const linked = { ...row, before: jsonb(row.before), after: jsonb(row.after), prev_hash: prevHash, hash: auditRowHash(prevHash, row) };
    prevHash = linked.hash;
    return linked;
  });
  await tx('audit_log').insert(rows);
}

/** The chain in id order, `size` rows at a time (the verifier holds one batch at once). */
export async function* auditChainBatches(db: Knex, size = 1000): AsyncGenerator<AuditChainRow[]> {
  let after = 0;
  for (;;) {
    const rows = (await db('audit_log')
      .select('id', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after', 'request_id', db.raw(`${microsecondsUtc('created_at')} as created_at`), 'prev_hash', 'hash')
      .where('id', '>', after)
      .orderBy('id')
      .limit(size)) as AuditChainRow[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

export interface AuditListFilter {
  actor?: AuditActorFilter;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Calendar days (YYYY-MM-DD) of AUDIT_TIME_ZONE, both included. */
  from?: string;
  to?: string;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number;
  limit: number;
}

export interface AuditListRow {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: JsonValue;
  after: JsonValue;
  /** UTC to the microsecond. */
  created_at: string;
  hash: string | null;
}

/** Newest first (by id, the chain's order), with the actor's e-mail and name. */
export function listAudit(db: Knex, filter: AuditListFilter): Promise<AuditListRow[]> {
  return db('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select(
      'a.id',
      'a.actor_id',
      'u.email as actor_email',
      db.raw('coalesce(u.full_name, u.name) as actor_name'),
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before',
      'a.after',
      db.raw(`${microsecondsUtc('a.created_at')} as created_at`),
      'a.hash',
    )
    .modify((query) => {
      if (filter.actor?.kind === 'system') query.whereNull('a.actor_id');
      if (filter.actor?.kind === 'id') query.where('a.actor_id', filter.actor.id);
      if (filter.actor?.kind === 'email') query.where('u.email', filter.actor.email);
      if (filter.action !== undefined) query.where('a.action', filter.action);
      if (filter.targetType !== undefined) query.where('a.target_type', filter.targetType);
      if (filter.targetId !== undefined) query.where('a.target_id', filter.targetId);
      // A day starts at its midnight in the time zone, whatever its offset that day (summer time included).
      if (filter.from !== undefined) query.whereRaw(`a.created_at >= (?::date)::timestamp at time zone ?`, [filter.from, AUDIT_TIME_ZONE]);
      if (filter.to !== undefined) query.whereRaw(`a.created_at < (?::date + 1)::timestamp at time zone ?`, [filter.to, AUDIT_TIME_ZONE]);
      if (filter.beforeId !== undefined) query.where('a.id', '<', filter.beforeId);
    })
    .orderBy('a.id', 'desc')
    .limit(filter.limit) as Promise<AuditListRow[]>;
}
