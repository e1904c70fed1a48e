// GET /api/chain, for admins: the network, the agent account and its gas, the command queue's counts and the
// last reconciliation of the register with the chain.
// The RPC URL is shown only for the embedded chain: a configured node's URL may carry an API key.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { LOW_AGENT_BALANCE_WEI, networkName, type ChainStatus } from '../../core/chain';
import { commandCounts } from '../../db/queries/chain-commands';
import { latestReconciliation } from '../../db/queries/chain-reconciliations';
import { presentReconciliation } from '../presenters/chain-reconciliation';
import { requireRole } from '../middleware/authenticate';
import { noStore } from '../middleware/no-store';
import { reply, route } from '../http/route';
import { notFound } from '../errors';

export function chainRoutes(deps: Pick<Deps, 'db' | 'chain'>): Router {
  const router = new Router();
  router.use(noStore);

  router.get(
    '/chain',
    requireRole('admin'),
    route({}, async (ctx) => {
      const chain = deps.chain;
      if (!chain) throw notFound('chain.off', 'chain_off');
      const [balance, commands, reconciliation] = await Promise.all([
        chain.client.getBalance({ address: chain.agent }).catch(() => null),
        commandCounts(deps.db, chain.chainId),
        latestReconciliation(deps.db, chain.chainId),
      ]);
      reply<ChainStatus>(ctx, {
        chain_id: chain.chainId,
        network: networkName(chain.chainId),
        embedded: chain.embeddedRpcUrl !== undefined,
        rpc_url: chain.embeddedRpcUrl ?? null,
        agent: { address: chain.agent, balance_wei: balance?.toString() ?? null, low_balance: balance !== null && balance < LOW_AGENT_BALANCE_WEI },
        commands,
        last_reconciliation: reconciliation ? presentReconciliation(reconciliation) : null,
      });
    }),
  );

  return router;
}
