// What the chain's answer to a mint does (the worker calls it in the transaction that records the
// outcome, so it happens exactly once): confirmed, the register credits the holder under the transaction's
// hash and the investment completes, with its mail; refused, the investment is no longer minting and says
// why, and the admin may mint again. Both are audited as the system's.
import type { Tx } from '../../db/knex';
import type { DbChainCommandRow } from '../../db/tables';
import { insertAudit } from '../../db/queries/audit';
import { findInvestmentView, lockInvestment, updateInvestmentIfStatus } from '../../db/queries/investments';
import { nameMintTransaction, recordMint } from '../../db/queries/token-ledger';
import { findUserById } from '../../db/queries/users';
import { isMinting, timestampsOfStep } from '../../core/investments';
import { isBlocked } from '../../core/users';
import type { ChainEffect } from '../chain/command-worker';
import type { ChainRuntime } from '../chain/chain-runtime';
import type { InvestmentMailer } from './investment-mail';

async function mintingInvestment(tx: Tx, command: DbChainCommandRow) {
  const row = await lockInvestment(tx, String(command.subject_id));
  return row && isMinting(row) ? row : null;
}

export function createMintEffect({ mail, chain }: { mail: InvestmentMailer; chain: Pick<ChainRuntime, 'queue'> }): ChainEffect {
  return {
    async confirmed(tx, command, receipt) {
      const hash = receipt.transactionHash;
      const row = await mintingInvestment(tx, command);
      // The demo seed records its mints before the chain confirms them: they gain their transaction. Any
      // other mint the platform does not wait for is the reconciliation's to find.
      if (!row) return void (await nameMintTransaction(tx, String(command.subject_id), hash, command.chain_id));
      await recordMint(tx, { investment_id: row.id, user_id: row.user_id, project_id: row.project_id, tokens: row.tokens, reference: hash, minted_by: row.mint_requested_by, chain_id: command.chain_id });
      const completed = (await updateInvestmentIfStatus(tx, row.id, 'mint', { status: 'completed' }, timestampsOfStep('mint')))!;
      const holder = (await findUserById(tx, row.user_id))!;
      // Blocked while the mint was on its way: the block froze the tokens they held then, not this one.
      if (isBlocked(holder)) {
        await chain.queue(tx, { kind: 'set_address_frozen', args: { project: row.project_id, wallet: String(command.args.to), frozen: true }, subject_type: 'user', subject_id: holder.id });
      }
      await mail.tell(tx, 'investment_minted', holder, completed, (await findInvestmentView(tx, row.id))!.project_name);
      await insertAudit(tx, {
        actorId: null,
        action: 'investment.minted',
        targetType: 'investment',
        targetId: row.id,
        before: { status: row.status },
        after: { status: completed.status, tokens: row.tokens, tx_hash: hash, chain_id: command.chain_id, wallet: command.args.to },
      });
    },
    async failed(tx, command, reason) {
      const row = await mintingInvestment(tx, command);
      if (!row) return;
      await updateInvestmentIfStatus(tx, row.id, 'mint', { mint_requested_at: null, mint_requested_by: null, mint_error: reason });
      await insertAudit(tx, { actorId: null, action: 'investment.mint_failed', targetType: 'investment', targetId: row.id, before: { status: row.status }, after: { status: row.status, reason } });
    },
  };
}
