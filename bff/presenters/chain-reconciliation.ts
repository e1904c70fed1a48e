// A finished reconciliation as GET /api/chain and /api/chain/reconciliation show it (core/chain.ts): when,
// how many holdings, how many differ.
import type { ChainReconciliation } from '../../core/chain';
import type { ReconciliationSummaryRow } from '../../db/queries/chain-reconciliations';

export const presentReconciliation = (row: ReconciliationSummaryRow): ChainReconciliation => ({
  at: row.finished_at!.toISOString(),
  holdings: row.holdings ?? 0,
  differences: row.differences ?? 0,
});
