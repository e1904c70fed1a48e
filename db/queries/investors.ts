// The verified investors list (spec 001 §2, §3 "Investor"): a keyset page of users with an approved
// KYC, newest approval first, then what each holds, in three more queries for the whole page (their
// holdings with the euros of their completed investments, their open token blockings, their mints),
// never one per investor.
import type { Knex } from 'knex';
import type { DbUserRow } from '../tables';
import type { BlockingView } from './blockings';

export type InvestorRow = Pick<DbUserRow, 'id' | 'email' | 'name' | 'full_name' | 'status' | 'kyc_approved_at' | 'domain_id' | 'is_admin' | 'is_erir'> & {
  /** kyc_approved_at in UTC to the microsecond, null when the approval date is unknown. */
  cursor_at: string | null;
};

export interface InvestorListFilter {
  domainId?: number;
  /** Matched anywhere in name, full name or e-mail, case-insensitively. */
  search?: string;
  limit: number;
  /** The last row of the previous page (`at` null: it had no approval date). */
  after?: { at: string | null; id: string };
}

/** One holding of an investor: the ledger's balance, its frozen part and the euros of its completed investments. */
export interface HoldingLine {
  user_id: string;
  project_id: string;
  project_name: string;
  tokens: number;
  frozen_tokens: number;
  completed_cents: number;
}

/** One mint to an investor (the history of a holding). */
export interface MintLine {
  user_id: string;
  project_id: string;
  investment_id: string;
  tokens: number;
  amount_cents: number;
  mint_at: Date;
}

/** A page of investors and what the page's investors hold. */
export interface InvestorPageRows {
  investors: InvestorRow[];
  holdings: HoldingLine[];
  /** Their open token blockings. */
  blockings: BlockingView[];
  mints: MintLine[];
}

const COLUMNS = ['id', 'email', 'name', 'full_name', 'status', 'kyc_approved_at', 'domain_id', 'is_admin', 'is_erir'] as const;

/** users_verified_idx's order, spelled out in full so that each part of the page reads the index in order. */
const INDEX_ORDER: { column: string; order: 'desc'; nulls?: 'last' }[] = [
  { column: 'kyc_approved_at', order: 'desc', nulls: 'last' },
  { column: 'id', order: 'desc' },
];

/** A LIKE pattern that finds `text` literally: its own %, _ and \ are escaped (backslash is LIKE's escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users with kyc_status 'ok' in the order of users_verified_idx (kyc_approved_at desc nulls last, id
 * desc). Approvals without a date sort last; a row comparison cannot step over nulls, so the page is
 * the dated part after the cursor followed by the undated part, each read in index order and limited.
 */
export function listVerifiedInvestors(db: Knex, filter: InvestorListFilter): Promise<InvestorRow[]> {
  const verified = () =>
    db('users')
      .select([...COLUMNS, db.raw(`to_char(kyc_approved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`)])
      .where('kyc_status', 'ok')
      .modify((query) => {
        if (filter.domainId !== undefined) query.where('domain_id', filter.domainId);
        if (filter.search) {
          const pattern = containing(filter.search);
          query.where((match) => match.whereILike('name', pattern).orWhereILike('full_name', pattern).orWhereILike('email', pattern));
        }
      })
      .limit(filter.limit);
  const after = filter.after;
  const dated = verified()
    .whereNotNull('kyc_approved_at')
    .modify((query) => {
      if (after?.at) query.whereRaw('(kyc_approved_at, id) < (?::timestamptz, ?::uuid)', [after.at, after.id]);
    })
    .orderBy(INDEX_ORDER);
  const undated = verified()
    .whereNull('kyc_approved_at')
    .modify((query) => {
      if (after && !after.at) query.where('id', '<', after.id);
    })
    .orderBy(INDEX_ORDER);
  // A cursor in the undated part has passed every dated row.
  const parts = after && !after.at ? [undated] : [dated, undated];
  return db
    .select('*')
    // knex puts each part in parentheses, as a limited part of a union must be.
    .from(db.raw(`(${parts.map(() => '?').join(' union all ')}) as v`, parts))
    .orderBy(INDEX_ORDER)
    .limit(filter.limit) as Promise<InvestorRow[]>;
}

export function holdingLines(db: Knex, userIds: readonly string[]): Promise<HoldingLine[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const completed = db('investments')
    .select('user_id', 'project_id')
    .sum({ cents: 'amount_cents' })
    .where('status', 'completed')
    .whereIn('user_id', userIds)
    .groupBy('user_id', 'project_id')
    .as('c');
  return db('token_holdings as h')
    .join('projects as p', 'p.id', 'h.project_id')
    .leftJoin(completed, function sameHolding() {
      this.on('c.user_id', '=', 'h.user_id').andOn('c.project_id', '=', 'h.project_id');
    })
    .select('h.user_id', 'h.project_id', 'p.name as project_name', 'h.tokens', 'h.frozen_tokens', db.raw('coalesce(c.cents, 0)::bigint as completed_cents'))
    .whereIn('h.user_id', userIds)
    .orderBy([
      { column: 'p.name', order: 'asc' },
      { column: 'h.project_id', order: 'asc' },
    ]) as Promise<HoldingLine[]>;
}

export function mintLines(db: Knex, userIds: readonly string[]): Promise<MintLine[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db('token_mints as m')
    .join('investments as i', 'i.id', 'm.investment_id')
    .select('m.user_id', 'm.project_id', 'm.investment_id', 'm.tokens', 'i.amount_cents', db.raw('coalesce(i.mint_at, m.minted_at) as mint_at'))
    .whereIn('m.user_id', userIds)
    .orderBy([
      { column: 'mint_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ]) as Promise<MintLine[]>;
}
