// The register in Postgres stays the legal record (createDatabaseLedger); on a chain, every operation also
// writes its command in the same transaction. A mint is only queued: the register credits the holder when
// the chain confirms it (bff/services/investment-mint.ts), so at rest the two agree. A block acts on the
// holdings as they are: a project's pauses its token, an investor's freezes their wallet on every token
// they hold, a token blocking freezes that part of the holding. A new wallet takes the holdings with it.
import { recoverySteps } from '../../core/wallet-change';
import type { Tx } from '../../db/knex';
import { findKycApplicationOfUser } from '../../db/queries/kyc';
import type { ChainRuntime } from '../chain/chain-runtime';
import { conflict } from '../errors';
import type { PartialFreeze, TokenLedger } from './token-ledger';

/** The wallet the investor's approved KYC registered; null when there is none. */
async function approvedWallet(tx: Tx, userId: string): Promise<string | null> {
  const application = await findKycApplicationOfUser(tx, userId);
  return application?.status === 'APPROVED' ? application.wallet : null;
}

export function createChainLedger(register: TokenLedger, chain: ChainRuntime): TokenLedger {
  const pausing = (paused: boolean) => async (tx: Tx, projectId: string) => {
    const reference = paused ? await register.pause(tx, projectId) : await register.unpause(tx, projectId);
    if (await chain.tokenDeployExpected(tx, projectId)) {
      await chain.queue(tx, { kind: paused ? 'pause' : 'unpause', args: { project: projectId }, subject_type: 'project', subject_id: projectId });
    }
    return reference;
  };
  const partial = (freeze: boolean) => async (tx: Tx, request: PartialFreeze) => {
    const reference = freeze ? await register.freezePartialTokens(tx, request) : await register.unfreezePartialTokens(tx, request);
    const wallet = await approvedWallet(tx, request.userId);
    if (wallet && (await chain.tokenDeployExpected(tx, request.projectId))) {
      await chain.queue(tx, {
        kind: freeze ? 'freeze_partial_tokens' : 'unfreeze_partial_tokens',
        args: { project: request.projectId, wallet, amount: request.tokens },
        subject_type: 'user',
        subject_id: request.userId,
      });
    }
    return reference;
  };
  return {
    ...register,
    async mint(tx, { investmentId, userId, projectId, tokens }) {
      const wallet = await approvedWallet(tx, userId);
      // The step waits for an approved KYC (core's KYC_GATED_STEPS), whose approval registered this wallet.
      if (!wallet || !(await chain.tokenDeployExpected(tx, projectId))) throw conflict('investment.mintNoToken', 'mint_refused');
      await chain.queue(tx, { kind: 'mint', args: { project: projectId, to: wallet, amount: tokens, investment: investmentId }, subject_type: 'investment', subject_id: investmentId });
      return { queued: true };
    },
    pause: pausing(true),
    unpause: pausing(false),
    freezePartialTokens: partial(true),
    unfreezePartialTokens: partial(false),
    async setAddressFrozen(tx, userId, frozen) {
      const reference = await register.setAddressFrozen(tx, userId, frozen);
      const wallet = await approvedWallet(tx, userId);
      for (const { projectId } of wallet ? await register.holdings(tx, userId) : []) {
        if (!(await chain.tokenDeployExpected(tx, projectId))) continue;
        await chain.queue(tx, { kind: 'set_address_frozen', args: { project: projectId, wallet: wallet!, frozen }, subject_type: 'user', subject_id: userId });
      }
      return reference;
    },
    async recoverWallet(tx, recovery) {
      const reference = await register.recoverWallet(tx, recovery);
      const holdings = [];
      for (const holding of await register.holdings(tx, recovery.userId)) {
        if (await chain.tokenDeployExpected(tx, holding.projectId)) holdings.push(holding);
      }
      for (const { kind, ...args } of recoverySteps(recovery.from, recovery.to, holdings, recovery.addressFrozen)) {
        await chain.queue(tx, { kind, args, subject_type: 'user', subject_id: recovery.userId });
      }
      return reference;
    },
  };
}
