// Wallet change requests (docs/kyc.md "A new wallet"): the one waiting request of an investor, the latest
// of an application, and a decision that only moves a request still waiting.
import type { Knex } from 'knex';
import type { DbWalletChangeRow } from '../tables';

export type NewWalletChange = Pick<DbWalletChangeRow, 'application_id' | 'user_id' | 'old_wallet' | 'new_wallet'>;

/** The new request; undefined when the investor already has one waiting (two at once included). */
export async function insertWalletChangeUnlessPending(tx: Knex.Transaction, change: NewWalletChange): Promise<DbWalletChangeRow | undefined> {
  const [row] = await tx<DbWalletChangeRow>('wallet_changes')
    .insert(change)
    .onConflict(tx.raw(`(user_id) where status = 'PENDING'`))
    .ignore()
    .returning('*');
  return row;
}

/** The application's latest request, whatever became of it. */
export function latestWalletChange(db: Knex, applicationId: string): Promise<DbWalletChangeRow | undefined> {
  return db<DbWalletChangeRow>('wallet_changes').where({ application_id: applicationId }).orderBy('requested_at', 'desc').first();
}

export function lockWalletChange(tx: Knex.Transaction, id: string): Promise<DbWalletChangeRow | undefined> {
  return tx<DbWalletChangeRow>('wallet_changes').where({ id }).forUpdate().first();
}

/** Decides a request still waiting; undefined when it no longer is. */
export async function decideWalletChange(
  tx: Knex.Transaction,
  id: string,
  decision: Pick<DbWalletChangeRow, 'status' | 'reviewed_by' | 'rejection_reason'>,
): Promise<DbWalletChangeRow | undefined> {
  const [row] = await tx<DbWalletChangeRow>('wallet_changes')
    .where({ id, status: 'PENDING' })
    .update({ ...decision, reviewed_at: tx.fn.now() })
    .returning('*');
  return row;
}
