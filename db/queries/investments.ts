// Investments: keyset-paged lists with the investor's and the project's names, single reads, the row
// lock every step takes, guarded step updates and the funding sums (non-rejected amounts per project).
import type { Knex } from 'knex';
import { countRows } from './count-rows';
import type { DbInvestmentRow, DbInvestmentStatus, DbUserRow } from '../tables';

export type InvestmentView = DbInvestmentRow & {
  project_name: string;
  user_email: string;
  user_name: string | null;
  /** The investor's KYC status now ('no' | 'process' | 'ok'): some admin steps wait for 'ok'. */
  user_kyc_status: string;
  /** The investor's account status now: a blocked one takes none of their own steps. */
  user_status: DbUserRow['status'];
  /** Its mint's reference and, when it was made on a chain, the chain (the reference is then the transaction). */
  mint_reference: string | null;
  mint_chain_id: number | null;
  /** created_at in UTC to the microsecond: a page boundary never skips or repeats a row. */
  cursor_at: string;
};

export interface InvestmentListFilter {
  userId?: string;
  domainId?: number;
  status?: DbInvestmentStatus;
  limit: number;
  /** The last row of the previous page. */
  after?: { at: string; id: string };
}

function views(db: Knex) {
  return db('investments as i')
    .join('projects as p', 'p.id', 'i.project_id')
    .join('users as u', 'u.id', 'i.user_id')
    .leftJoin('token_mints as tm', 'tm.investment_id', 'i.id')
    .select(
      'i.*',
      'tm.reference as mint_reference',
      'tm.chain_id as mint_chain_id',
      'p.name as project_name',
      'u.email as user_email',
      'u.kyc_status as user_kyc_status',
      'u.status as user_status',
      db.raw('coalesce(u.full_name, u.name) as user_name'),
      db.raw(`to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`),
    );
}

export function listInvestments(db: Knex, filter: InvestmentListFilter): Promise<InvestmentView[]> {
  return views(db)
    .modify((query) => {
      if (filter.userId !== undefined) query.where('i.user_id', filter.userId);
      if (filter.domainId !== undefined) query.where('i.domain_id', filter.domainId);
      if (filter.status !== undefined) query.where('i.status', filter.status);
      if (filter.after) query.whereRaw('(i.created_at, i.id) < (?::timestamptz, ?::uuid)', [filter.after.at, filter.after.id]);
    })
    .orderBy([
      { column: 'i.created_at', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .limit(filter.limit) as Promise<InvestmentView[]>;
}

export async function findInvestmentView(db: Knex, id: string): Promise<InvestmentView | undefined> {
  return (await views(db).where('i.id', id).first()) as InvestmentView | undefined;
}

/** Reads the investment and locks its row until the transaction ends: steps of one investment queue up. */
/** Tokens of the project's mints sent to the chain and not confirmed yet: they count against its supply. */
export async function tokensMinting(db: Knex, projectId: string): Promise<number> {
  const row = (await db('investments').where({ project_id: projectId, status: 'mint' }).whereNotNull('mint_requested_at').sum({ tokens: 'tokens' }).first()) as
    | { tokens: number | string | null }
    | undefined;
  return Number(row?.tokens ?? 0);
}

export async function lockInvestment(tx: Knex.Transaction, id: string): Promise<DbInvestmentRow | undefined> {
  return tx<DbInvestmentRow>('investments').where({ id }).forUpdate().first();
}

export async function insertInvestment(db: Knex, row: Partial<DbInvestmentRow>): Promise<DbInvestmentRow> {
  const [created] = await db<DbInvestmentRow>('investments').insert(row).returning('*');
  return created!;
}

/**
 * Updates only while the investment is still in the status the caller saw; undefined when it was not.
 * The `stamped` columns get the transaction's time (the database's clock, the same for every column).
 */
export async function updateInvestmentIfStatus(
  db: Knex,
  id: string,
  expected: DbInvestmentStatus,
  patch: Partial<DbInvestmentRow>,
  stamped: readonly (keyof DbInvestmentRow)[] = [],
): Promise<DbInvestmentRow | undefined> {
  const now = Object.fromEntries(stamped.map((column) => [column, db.fn.now()]));
  const [updated] = await db<DbInvestmentRow>('investments')
    .where({ id, status: expected })
    .update({ ...patch, ...now, updated_at: db.fn.now() })
    .returning('*');
  return updated;
}

/** Cents reserved or raised in the project: every investment that is not rejected. */
/** The project's committed amount: its investments that are not rejected (reserved or raised), as a column of a projects query aliased `p`. */
export const committedCentsColumn = (db: Knex) =>
  db.raw(`coalesce((select sum(i.amount_cents) from investments i where i.project_id = p.id and i.status <> 'rejected'), 0)::bigint as committed_cents`);

export async function committedCents(db: Knex, projectId: string): Promise<number> {
  const row = (await db('projects as p').where('p.id', projectId).first(committedCentsColumn(db))) as { committed_cents: number | string } | undefined;
  return Number(row?.committed_cents ?? 0);
}

export async function insertInvestments(db: Knex, rows: Partial<DbInvestmentRow>[]): Promise<void> {
  if (rows.length > 0) await db<DbInvestmentRow>('investments').insert(rows);
}

/** How many of the user's investments wait for their transfer (start or payment): each holds a reservation. */
export function countUnpaid(db: Knex, userId: string): Promise<number> {
  return countRows(db('investments').where({ user_id: userId }).whereIn('status', ['start', 'payment']));
}

/**
 * Investments still at `status` that entered it before `before` (`since` is the column stamped when they
 * did): abandoned intents, or transfers never announced, that hold a reservation.
 */
export async function listStalled(db: Knex, status: 'start' | 'payment', since: 'created_at' | 'start_at', before: Date, limit: number): Promise<string[]> {
  return db('investments').where({ status }).where(since, '<', before).orderBy(since).limit(limit).pluck('id');
}

/** Whether a mint of the investor's is on its way to the chain (its wallet must not change under it). */
export async function hasMintInFlight(db: Knex, userId: string): Promise<boolean> {
  return !!(await db('investments').where({ user_id: userId, status: 'mint' }).whereNotNull('mint_requested_at').first('id'));
}
