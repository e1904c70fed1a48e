// The chain for admins: GET /api/chain, the network, the agent account and its gas, the command queue's
// counts and the last reconciliation of the register with the chain; GET /api/chain/reconciliation, that
// reconciliation alone (the dashboard's banner on every admin page: one indexed row, no call to the node);
// GET /api/chain/commands, the commands not yet done or failed; POST /api/chain/commands/:id/retry, a failed
// one back in the queue. The RPC URL is shown only for the embedded chain: a configured node's URL may carry
// an API key. Retries are limited per admin, so a script (or a stuck key) cannot churn the queue's
// transactions and the audit log.
import Router from '@koa/router';
import type { Deps } from '../deps';
import { CHAIN_COMMAND_PAGE_SIZE, LOW_AGENT_BALANCE_WEI, networkName, type ChainCommand, type ChainReconciliation, type ChainStatus } from '../../core/chain';
import { commandCounts } from '../../db/queries/chain-commands';
import { latestReconciliation } from '../../db/queries/chain-reconciliations';
import { presentReconciliation } from '../presenters/chain-reconciliation';
import { currentUser, requireRole } from '../middleware/authenticate';
import { noStore } from '../middleware/no-store';
import { done, reply, route } from '../http/route';
import { notFound, tooManyRequests } from '../errors';
import { takePoint } from '../rate-limit/store';
import { presentChainCommand } from '../presenters/chain-command';
import { createChainCommandService } from '../services/chain-commands';
import { ListChainCommands, RetryChainCommand } from './chain-schemas';

const chainOff = () => notFound('chain.off', 'chain_off');

/** Far more than a person clears by hand from the failed list in a minute; a loop soon meets it. */
export const CHAIN_RETRY_LIMIT = { points: 30, durationSeconds: 60 };

export function chainRoutes(deps: Pick<Deps, 'db' | 'chain' | 'limits'>): Router {
  const router = new Router();
  const commands = deps.chain && createChainCommandService({ db: deps.db, chain: deps.chain });
  const retries = deps.limits.limiter({ name: 'chain_retry', ...CHAIN_RETRY_LIMIT });
  router.use(noStore);

  router.get(
    '/chain',
    requireRole('admin'),
    route({}, async (ctx) => {
      const chain = deps.chain;
      if (!chain) throw chainOff();
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

  router.get(
    '/chain/reconciliation',
    requireRole('admin'),
    route({}, async (ctx) => {
      const chain = deps.chain;
      if (!chain) throw chainOff();
      const reconciliation = await latestReconciliation(deps.db, chain.chainId);
      reply<ChainReconciliation | null>(ctx, reconciliation ? presentReconciliation(reconciliation) : null);
    }),
  );

  router.get(
    '/chain/commands',
    requireRole('admin'),
    route(ListChainCommands, async (ctx, { query }) => {
      if (!commands) throw chainOff();
      const { rows, nextCursor } = await commands.list({ list: query.status, limit: query.limit ?? CHAIN_COMMAND_PAGE_SIZE, cursor: query.cursor });
      reply<ChainCommand[]>(ctx, rows.map(presentChainCommand), { nextCursor });
    }),
  );

  router.post(
    '/chain/commands/:id/retry',
    requireRole('admin'),
    route(RetryChainCommand, async (ctx, { params }) => {
      if (!commands) throw chainOff();
      const admin = currentUser(ctx);
      const wait = await takePoint(retries, admin.id);
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        throw tooManyRequests('chain.tooManyRetries', 'too_many_retries');
      }
      await commands.retry(admin, params.id);
      done(ctx);
    }),
  );

  return router;
}
