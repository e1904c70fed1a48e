import { describe, expect, it } from 'vitest';
import { chainFailures, type ChainBench, type MintBurst, type MintLatency } from './chain';
import type { ChainReconciliation } from './chain-reconciliation';
import { formatChain } from './report';

const latency: MintLatency = { mints: 30, p50Ms: 150, p95Ms: 300, maxMs: 400, p95TargetMs: 2_000, met: true };
const burst: MintBurst = {
  mints: 500,
  inFlight: 25,
  putsMs: 12_000,
  totalMs: 30_000,
  mintsPerSecond: 16.7,
  completed: 500,
  refusedPuts: 0,
  nonceGaps: 0,
  maxNonce: 534,
  chainNonce: 535,
  doubleMints: 0,
  failedCommands: 0,
  onChainTokens: 2650,
  registerTokens: 2650,
  expectedTokens: 2650,
  loadAverage: 1.5,
  met: true,
};
const reconciliation: ChainReconciliation = { seeded: 9_997, seedMs: 900, holdings: 10_000, differences: 0, notCompared: 0, runMs: 4_200, registerReadMs: 300, loadAverage: 1.5, targetMs: 10_000, met: true };
const bench = (changes: Partial<ChainBench> = {}): ChainBench => ({ database: 'postgres', latency, burst, reconciliation, ...changes });

describe('the chain section', () => {
  it('counts a missed target as a failure, as it counts a failed part', () => {
    expect(chainFailures(bench())).toBe(0);
    expect(chainFailures(bench({ latency: { ...latency, p95Ms: 2_500, met: false } }))).toBe(1);
    expect(chainFailures(bench({ latency: { error: 'anvil did not start' }, burst: { ...burst, nonceGaps: 1, met: false } }))).toBe(2);
    expect(chainFailures(bench({ reconciliation: { ...reconciliation, runMs: 12_000, met: false } }))).toBe(1);
  });

  it('prints each target with its verdict', () => {
    const printed = formatChain(bench({ burst: { ...burst, completed: 499, met: false }, reconciliation: { ...reconciliation, differences: 2, met: false } }));
    expect(printed).toContain('p95 <= 2000 ms: met');
    expect(printed).toContain('499/500');
    expect(printed).toContain('0 double mints: NOT met');
    expect(printed).toContain('Reconciling 10000 holdings');
    expect(printed).toContain('0 differences, <= 10.0 s: NOT met');
  });
});
