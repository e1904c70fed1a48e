// `npm run chain:reconcile`: compares every holding of the register with the chain (bff/chain/reconcile.ts),
// stores the run as the BFF's schedule does (an audit row when they differ) and says how it went. Exit 0 when
// they agree, 1 when they differ, 2 when the database or the chain cannot be read.
import { loadConfig } from '../bff/config/env';
import { runOperatorCommand } from './operator-command';
import { openDb } from '../db/knex';
import { openChainReader } from '../bff/chain/chain-reader';
import { reconcileChain } from '../bff/chain/reconcile';
import type { ReconciliationDifference } from '../core/reconciliation';

/** Lines of differences printed; the run's row lists more. */
const SHOWN = 20;

const line = (d: ReconciliationDifference) =>
  `  ${d.field} of ${d.wallet ? `wallet ${d.wallet} (user ${d.user_id}) on ` : ''}token ${d.token} (project ${d.project_id}): register ${String(d.register)}, chain ${String(d.chain)}\n`;

async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDb(config);
  try {
    const chain = await openChainReader(config);
    try {
      // No migration: the BFF migrates; a database it has not brought up to date is refused below.
      const run = await reconcileChain({ db, chainId: chain.chainId, client: chain.client });
      const apart = `skipped: ${run.skipped.no_wallet} without an approved wallet, ${run.skipped.no_token} without a confirmed token; in flight: ${run.in_flight.holdings} holdings on ${run.in_flight.tokens} tokens`;
      if (run.differences_count === 0) {
        process.stdout.write(`The register matches chain ${chain.chainId}: ${run.holdings} holdings compared (${apart}).\n`);
        return 0;
      }
      process.stderr.write(`The register does NOT match chain ${chain.chainId}: ${run.differences_count} of ${run.holdings} holdings or tokens differ (${apart}).\n`);
      for (const difference of run.differences.slice(0, SHOWN)) process.stderr.write(line(difference));
      const more = run.differences.length + run.unlisted - SHOWN;
      if (more > 0) process.stderr.write(`  ... and ${more} more (reconciliation ${run.id})\n`);
      return 1;
    } finally {
      await chain.close();
    }
  } finally {
    await db.destroy();
  }
}

runOperatorCommand('chain:reconcile', main);
