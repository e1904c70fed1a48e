// The scheduled reconciliation (bff/chain/reconcile.ts) in the BFF process, every 10 minutes while the chain is
// on. Every replica keeps the schedule; of those whose turns fall within half an interval of one another, the
// first to claim the run does it (db/queries/chain-reconciliations.ts claimReconciliation) and the rest skip.
import type { Logger } from 'pino';
import type { Db } from '../../db/knex';
import { claimReconciliation } from '../../db/queries/chain-reconciliations';
import type { ChainRuntime } from './chain-runtime';
import { reconcileChain } from './reconcile';

const EVERY_MS = 10 * 60 * 1000;
/** The commands a start writes (the registry's deploy, the demo seed's) go out before the first look. */
const FIRST_AFTER_MS = 60 * 1000;

export function startScheduledReconciliation(db: Db, chain: Pick<ChainRuntime, 'chainId' | 'reader'>, logger: Logger, { everyMs = EVERY_MS, firstAfterMs = FIRST_AFTER_MS } = {}): () => void {
  let running = false;
  const run = async () => {
    // A run longer than the interval is not overlapped by the next one of this replica.
    if (running) return;
    running = true;
    try {
      const runId = await claimReconciliation(db, chain.chainId, everyMs / 2);
      if (runId === null) return;
      const result = await reconcileChain({ db, chainId: chain.chainId, client: chain.reader, runId });
      const summary = { holdings: result.holdings, differences: result.differences_count, skipped: result.skipped, inFlight: result.in_flight };
      if (result.differences_count > 0) logger.error({ ...summary, first: result.differences.slice(0, 5) }, 'the chain does not match the register');
      else logger.info(summary, 'chain reconciled with the register');
    } catch (err) {
      logger.warn({ err }, 'chain reconciliation failed');
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), everyMs);
    interval.unref();
  }, firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
