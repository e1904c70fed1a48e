// The database token ledger: balances per holder and project (token_holdings, with the part of each
// that is frozen) and one row per mint (token_mints). bff/ledger/token-ledger.ts is the interface the
// investment steps and the blockings use.
import type { Knex } from 'knex';
import type { DbTokenHoldingRow, DbTokenMintRow } from '../tables';

/** A mint to record: its row without what the database fills in; chain_id only for a mint on a chain. */
export type NewMint = Omit<DbTokenMintRow, 'id' | 'minted_at' | 'chain_id'> & { chain_id?: number };

/** Records the mint and adds its tokens to the holder's balance. */
export async function recordMint(tx: Knex, mint: NewMint): Promise<DbTokenMintRow> {
  const [row] = await tx<DbTokenMintRow>('token_mints').insert(mint).returning('*');
  await tx('token_holdings')
    .insert({ user_id: mint.user_id, project_id: mint.project_id, tokens: mint.tokens })
    .onConflict(['user_id', 'project_id'])
    .merge({ tokens: tx.raw('token_holdings.tokens + excluded.tokens'), updated_at: tx.fn.now() });
  return row!;
}

/** A mint recorded before its chain transaction was known gets it as its reference. */
export async function nameMintTransaction(db: Knex, investmentId: string, hash: string, chainId: number): Promise<void> {
  await db('token_mints').where({ investment_id: investmentId }).whereNull('chain_id').update({ reference: hash, chain_id: chainId });
}

export async function mintedTokens(db: Knex, projectId: string): Promise<number> {
  const row = (await db('token_mints').where({ project_id: projectId }).sum({ tokens: 'tokens' }).first()) as { tokens: number | string | null } | undefined;
  return Number(row?.tokens ?? 0);
}

export async function holdingsOf(db: Knex, userId: string): Promise<Pick<DbTokenHoldingRow, 'project_id' | 'tokens' | 'frozen_tokens'>[]> {
  return db('token_holdings').where({ user_id: userId }).select('project_id', 'tokens', 'frozen_tokens');
}

/** Reads the holding and locks its row until the transaction ends: blocks and releases of one holding queue up. */
export function lockHolding(tx: Knex.Transaction, userId: string, projectId: string): Promise<DbTokenHoldingRow | undefined> {
  return tx<DbTokenHoldingRow>('token_holdings').where({ user_id: userId, project_id: projectId }).forUpdate().first();
}

/**
 * Freezes (`delta` > 0) or unfreezes (`delta` < 0) part of a holding. The table's CHECK refuses more
 * frozen than held, or less than nothing, whatever the caller checked before.
 */
export async function changeFrozenTokens(db: Knex, userId: string, projectId: string, delta: number): Promise<DbTokenHoldingRow | undefined> {
  const [row] = await db<DbTokenHoldingRow>('token_holdings')
    .where({ user_id: userId, project_id: projectId })
    .update({ frozen_tokens: db.raw('frozen_tokens + ?', [delta]), updated_at: db.fn.now() })
    .returning('*');
  return row;
}

/** Locks every holding of the investor: a block of one of them waits for a wallet change, and the reverse. */
export async function lockHoldingsOf(tx: Knex.Transaction, userId: string): Promise<void> {
  await tx('token_holdings').where({ user_id: userId }).forUpdate().select('project_id');
}
