// The register of who holds how many tokens of which project. Minting and blocking go through this
// interface so that a ledger on a chain (an ERC-3643 token per project) can replace the database one
// later: the investment step calls `mint`, and each block or release calls the ERC-3643 operation it
// stands for, inside its transaction, and keeps the reference the ledger answers.
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/knex';
import type { DbTokenMintRow } from '../../db/tables';
import type { Holding } from '../../core/wallet-change';
import { changeFrozenTokens, holdingsOf, mintedTokens, recordMint } from '../../db/queries/token-ledger';

export interface MintRequest {
  investmentId: string;
  userId: string;
  projectId: string;
  tokens: number;
  actorId: string;
}

/** An investor's holdings moving to their new wallet (ERC-3643's recovery), whose address freeze they keep. */
export interface WalletRecovery {
  userId: string;
  from: string;
  to: string;
  addressFrozen: boolean;
}

/** Part of one holding, for freezePartialTokens / unfreezePartialTokens. */
export interface PartialFreeze {
  userId: string;
  projectId: string;
  tokens: number;
}

/** The database ledger mints at once; a chain's mint is a command the chain's confirmation completes. */
export type MintOutcome = { minted: DbTokenMintRow } | { queued: true };

export interface TokenLedger {
  /** Credits the holder, or queues the mint that will; one mint row per investment (a second mint of the same investment fails). */
  mint(tx: Tx, request: MintRequest): Promise<MintOutcome>;
  /** Tokens minted so far in the project (its supply). */
  minted(db: Db, projectId: string): Promise<number>;
  holdings(db: Db, userId: string): Promise<Holding[]>;
  /** ERC-3643 freezePartialTokens: that many more of the holding may no longer move. Answers the ledger's reference. */
  freezePartialTokens(tx: Tx, request: PartialFreeze): Promise<string>;
  /** ERC-3643 unfreezePartialTokens: the reverse of one freeze. */
  unfreezePartialTokens(tx: Tx, request: PartialFreeze): Promise<string>;
  /** ERC-3643 setAddressFrozen: the investor's address may neither send nor receive any of the platform's tokens. */
  setAddressFrozen(tx: Tx, userId: string, frozen: boolean): Promise<string>;
  /** ERC-3643 pause / unpause: no transfer of the project's token at all while paused. */
  pause(tx: Tx, projectId: string): Promise<string>;
  unpause(tx: Tx, projectId: string): Promise<string>;
  /** ERC-3643 recoveryAddress: the holdings, frozen parts included, now belong to the new wallet. */
  recoverWallet(tx: Tx, recovery: WalletRecovery): Promise<string>;
}

const reference = (operation: string) => `${operation}_${randomBytes(12).toString('hex')}`;

/**
 * The ledger kept in Postgres. A frozen part of a holding is token_holdings.frozen_tokens; a frozen
 * address and a paused token are the investor's BLOCKED status and the project's blocked status,
 * which the blocking service writes itself, so here they only answer a reference.
 */
export function createDatabaseLedger(): TokenLedger {
  async function freeze(tx: Tx, { userId, projectId }: PartialFreeze, delta: number, operation: string) {
    if (!(await changeFrozenTokens(tx, userId, projectId, delta))) throw new Error(`no holding of ${userId} in ${projectId} to ${operation}`);
    return reference(operation);
  }
  return {
    mint: async (tx, { investmentId, userId, projectId, tokens, actorId }) => ({
      minted: await recordMint(tx, { investment_id: investmentId, user_id: userId, project_id: projectId, tokens, reference: reference('mint'), minted_by: actorId }),
    }),
    minted: mintedTokens,
    async holdings(db, userId) {
      return (await holdingsOf(db, userId)).map((row) => ({ projectId: row.project_id, tokens: row.tokens, frozenTokens: row.frozen_tokens }));
    },
    freezePartialTokens: (tx, request) => freeze(tx, request, request.tokens, 'freeze'),
    unfreezePartialTokens: (tx, request) => freeze(tx, request, -request.tokens, 'unfreeze'),
    setAddressFrozen: async (_tx, _userId, frozen) => reference(frozen ? 'address_freeze' : 'address_unfreeze'),
    pause: async () => reference('pause'),
    unpause: async () => reference('unpause'),
    // The register keeps holdings per investor, not per address: a new wallet changes nothing in it.
    recoverWallet: async () => reference('recovery'),
  };
}
