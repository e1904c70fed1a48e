// The database token ledger: balances per holder and project (token_holdings) and one row per mint
// (token_mints). bff/ledger/token-ledger.ts is the interface the investment steps use.
import type { Knex } from 'knex';
import type { DbTokenMintRow } from '../tables';

export interface NewMint {
  investment_id: string;
  user_id: string;
  project_id: string;
  tokens: number;
  reference: string;
  minted_by: string;
}

/** Records the mint and adds its tokens to the holder's balance. */
export async function recordMint(tx: Knex, mint: NewMint): Promise<DbTokenMintRow> {
  const [row] = await tx<DbTokenMintRow>('token_mints').insert(mint).returning('*');
  await tx('token_holdings')
    .insert({ user_id: mint.user_id, project_id: mint.project_id, tokens: mint.tokens })
    .onConflict(['user_id', 'project_id'])
    .merge({ tokens: tx.raw('token_holdings.tokens + excluded.tokens'), updated_at: tx.fn.now() });
  return row!;
}

export async function mintedTokens(db: Knex, projectId: string): Promise<number> {
  const row = (await db('token_mints').where({ project_id: projectId }).sum({ tokens: 'tokens' }).first()) as { tokens: number | string | null } | undefined;
  return Number(row?.tokens ?? 0);
}

export async function holdingsOf(db: Knex, userId: string): Promise<{ project_id: string; tokens: number }[]> {
  return db('token_holdings').where({ user_id: userId }).select('project_id', 'tokens');
}
