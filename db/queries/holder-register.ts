// The holder register (docs/blocking.md): every token holding with tokens, one row per holder and
// project, with the holder's identity from their approved KYC application, the tokens frozen by open
// token blockings, the euros of their completed investments in the project and their last mint. Read
// in keyset batches ordered by (project, holder) along token_holdings_register_idx, so an export of
// any size holds one batch at a time and every batch is one index range read.
import type { Knex } from 'knex';
import { countRows } from './count-rows';
import type { UserStatus } from '../tables';

export interface HolderRegisterFilter {
  domainId?: number;
  projectId?: string;
}

/** The last row of the previous batch. */
export interface HolderRegisterKey {
  projectId: string;
  userId: string;
}

export interface HolderRegisterRow {
  project_id: string;
  project_name: string;
  user_id: string;
  /** The approved KYC application's name, else the account's full name or name. */
  name: string | null;
  email: string;
  id_number: string | null;
  wallet: string | null;
  tokens: number;
  frozen_tokens: number;
  /** Cents of the holder's completed investments in the project. */
  invested_cents: number;
  last_mint_at: Date | null;
  status: UserStatus;
  /** The wallet's balance on chain, read during the export (bff/services/holder-register.ts); absent without a chain. */
  chain_tokens?: number | null;
}

function holdings(db: Knex, filter: HolderRegisterFilter) {
  return db('token_holdings as th')
    .join('projects as p', 'p.id', 'th.project_id')
    .where('th.tokens', '>', 0)
    .modify((query) => {
      if (filter.domainId !== undefined) query.where('p.domain_id', filter.domainId);
      if (filter.projectId !== undefined) query.where('th.project_id', filter.projectId);
    });
}

/** How many rows the register has right now (the export's audit row records it). */
export function countHolderRegister(db: Knex, filter: HolderRegisterFilter): Promise<number> {
  return countRows(holdings(db, filter));
}

/** One batch of `limit` rows after `after` (the first batch without it). */
export function holderRegisterPage(db: Knex, filter: HolderRegisterFilter, limit: number, after?: HolderRegisterKey): Promise<HolderRegisterRow[]> {
  return holdings(db, filter)
    .join('users as u', 'u.id', 'th.user_id')
    // Only an approved application identifies the holder; a draft or rejected one says nothing verified.
    .leftJoin('kyc_applications as k', function approved() {
      this.on('k.user_id', '=', 'th.user_id').andOn('k.status', '=', db.raw("'APPROVED'"));
    })
    // Minting is what completes an investment (core/investments.ts), one mint per investment: the
    // holding's mints name exactly its completed investments, so one short index read per holding gives
    // both the euros and the last mint (reading the holder's investments instead took twice as long).
    .joinRaw(
      `left join lateral (select coalesce(sum(i.amount_cents), 0) as cents, max(m.minted_at) as at
         from token_mints m join investments i on i.id = m.investment_id
         where m.user_id = th.user_id and m.project_id = th.project_id and i.status = 'completed') ledger on true`,
    )
    .modify((query) => {
      if (after) query.whereRaw('(th.project_id, th.user_id) > (?::uuid, ?::uuid)', [after.projectId, after.userId]);
    })
    .select(
      'th.project_id',
      'p.name as project_name',
      'th.user_id',
      db.raw("coalesce(nullif(trim(k.name), ''), nullif(trim(u.full_name), ''), nullif(trim(u.name), '')) as name"),
      'u.email',
      'k.id_number',
      'k.wallet',
      'th.tokens',
      'th.frozen_tokens',
      db.raw('ledger.cents::bigint as invested_cents'),
      'ledger.at as last_mint_at',
      'u.status',
    )
    .orderBy([
      { column: 'th.project_id', order: 'asc' },
      { column: 'th.user_id', order: 'asc' },
    ])
    .limit(limit) as Promise<HolderRegisterRow[]>;
}
