// The register in Postgres stays the legal record (createDatabaseLedger); on a chain, the operations whose
// effect on chain holds whatever the balances are also write their command, in the same transaction:
// a project's block pauses its token, an investor's block freezes their wallet on every token they hold.
// Mints and frozen parts of a holding stay in the register until the mint step goes on chain (docs/chain.md).
import type { Tx } from '../../db/knex';
import { findKycApplicationOfUser } from '../../db/queries/kyc';
import type { ChainRuntime } from '../chain/chain-runtime';
import type { TokenLedger } from './token-ledger';

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
  return {
    ...register,
    pause: pausing(true),
    unpause: pausing(false),
    async setAddressFrozen(tx, userId, frozen) {
      const reference = await register.setAddressFrozen(tx, userId, frozen);
      const wallet = await approvedWallet(tx, userId);
      for (const { projectId } of wallet ? await register.holdings(tx, userId) : []) {
        if (!(await chain.tokenDeployExpected(tx, projectId))) continue;
        await chain.queue(tx, { kind: 'set_address_frozen', args: { project: projectId, wallet: wallet!, frozen }, subject_type: 'user', subject_id: userId });
      }
      return reference;
    },
  };
}
