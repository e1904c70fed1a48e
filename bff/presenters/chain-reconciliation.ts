// A finished reconciliation as GET /api/chain shows it (core/chain.ts): when, how many holdings, how many differ.
import type { ChainReconciliation } from '../../core/chain';
import type { DbChainReconciliationRow } from '../../db/tables';

export const presentReconciliation = (row: DbChainReconciliationRow): ChainReconciliation => ({
  at: row.finished_at!.toISOString(),
  holdings: row.holdings ?? 0,
  differences: row.differences ?? 0,
});
