// The register of who holds how many tokens of which project. Minting goes through this interface so
// that a ledger on a chain (an ERC-3643 token per project) can replace the database one later: the
// investment step calls `mint` inside its transaction and keeps the reference the ledger answers.
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/knex';
import type { DbTokenMintRow } from '../../db/tables';
import { holdingsOf, mintedTokens, recordMint } from '../../db/queries/token-ledger';

export interface MintRequest {
  investmentId: string;
  userId: string;
  projectId: string;
  tokens: number;
  actorId: string;
}

export interface Holding {
  projectId: string;
  tokens: number;
}

export interface TokenLedger {
  /** Credits the holder; one mint row per investment (a second mint of the same investment fails). */
  mint(tx: Tx, request: MintRequest): Promise<DbTokenMintRow>;
  /** Tokens minted so far in the project (its supply). */
  minted(db: Db, projectId: string): Promise<number>;
  holdings(db: Db, userId: string): Promise<Holding[]>;
}

/** The ledger kept in Postgres. */
export function createDatabaseLedger(): TokenLedger {
  return {
    mint: (tx, { investmentId, userId, projectId, tokens, actorId }) =>
      recordMint(tx, { investment_id: investmentId, user_id: userId, project_id: projectId, tokens, reference: `mint_${randomBytes(12).toString('hex')}`, minted_by: actorId }),
    minted: mintedTokens,
    async holdings(db, userId) {
      return (await holdingsOf(db, userId)).map((row) => ({ projectId: row.project_id, tokens: row.tokens }));
    },
  };
}
