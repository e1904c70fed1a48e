// Blockings (spec 001 §4): the row every block writes, the release written onto that same row (who,
// when, why: a blocking is never deleted), the row lock a release takes, and the lists the investors
// screen and GET /api/blockings read.
import type { Knex } from 'knex';
import type { DbBlockingRow, DbBlockingType } from '../tables';

/** blocked_at defaults to the transaction's time (the demo seed dates its own). */
export type NewBlocking = Pick<DbBlockingRow, 'type' | 'reason' | 'blocked_by' | 'ledger_reference'> & Partial<Pick<DbBlockingRow, 'user_id' | 'project_id' | 'tokens' | 'blocked_at'>>;

export interface BlockingRelease {
  released_by: string;
  release_reason: string;
  release_ledger_reference: string;
}

/** A blocking with the name of whoever placed it. */
export type BlockingView = DbBlockingRow & { blocked_by_name: string | null };

/** A listed blocking, with blocked_at in UTC to the microsecond: a page boundary never skips or repeats a row. */
export type BlockingListRow = BlockingView & { cursor_at: string };

export interface BlockingFilter {
  userIds: readonly string[];
  projectId?: string;
  type?: DbBlockingType;
  /** Only those not released yet. */
  openOnly: boolean;
  /** A page: at most this many, after the previous page's last row. Without it, all of them. */
  page?: { limit: number; after?: { at: string; id: string } };
}

export async function insertBlocking(db: Knex, row: NewBlocking): Promise<DbBlockingRow> {
  const [created] = await db<DbBlockingRow>('blockings').insert(row).returning('*');
  return created!;
}

/** Reads the blocking and locks it until the transaction ends: two releases of one blocking queue up. */
export function lockBlocking(tx: Knex.Transaction, id: string): Promise<DbBlockingRow | undefined> {
  return tx<DbBlockingRow>('blockings').where({ id }).forUpdate().first();
}

/** Writes the release onto a blocking still open; undefined when it had been released already. */
export async function releaseBlocking(db: Knex, id: string, release: BlockingRelease): Promise<DbBlockingRow | undefined> {
  const [released] = await db<DbBlockingRow>('blockings')
    .where({ id })
    .whereNull('released_at')
    .update({ ...release, released_at: db.fn.now() })
    .returning('*');
  return released;
}

/**
 * The open blocking of an investor or a project, newest first. The caller holds the investor's or the
 * project's row lock, so there is at most one; none for a status set before blockings were recorded.
 */
export function findOpenBlocking(db: Knex, target: { type: 'investor'; userId: string } | { type: 'project'; projectId: string }): Promise<DbBlockingRow | undefined> {
  const where = target.type === 'investor' ? { type: target.type, user_id: target.userId } : { type: target.type, project_id: target.projectId };
  return db<DbBlockingRow>('blockings').where(where).whereNull('released_at').orderBy('blocked_at', 'desc').first();
}

/** The blockings of these investors, newest first (one query for a whole page of investors), or a keyset page of them. */
export function listBlockings(db: Knex, filter: BlockingFilter): Promise<BlockingListRow[]> {
  if (filter.userIds.length === 0) return Promise.resolve([]);
  return db('blockings as b')
    // A lookup by primary key per blocking: a page has few, and a join could hash the whole users table.
    .select(
      'b.*',
      db.raw('(select coalesce(u.full_name, u.name, u.email) from users u where u.id = b.blocked_by) as blocked_by_name'),
      db.raw(`to_char(b.blocked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
    )
    .whereIn('b.user_id', filter.userIds)
    .modify((query) => {
      if (filter.projectId !== undefined) query.where('b.project_id', filter.projectId);
      if (filter.type !== undefined) query.where('b.type', filter.type);
      if (filter.openOnly) query.whereNull('b.released_at');
      const after = filter.page?.after;
      if (after) query.whereRaw('(b.blocked_at, b.id) < (?::timestamptz, ?::uuid)', [after.at, after.id]);
      if (filter.page) query.limit(filter.page.limit);
    })
    .orderBy([
      { column: 'b.blocked_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ]) as Promise<BlockingListRow[]>;
}
