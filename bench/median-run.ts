// Lighthouse's performance score moves from run to run on the same page; one slow or lucky run should
// not be the page's figure, so a page is audited several times and the middle run is kept whole (its
// metrics belong together, unlike per-metric medians taken from different runs). Figures that stand
// alone (start times, throughput slices) take the plain median.

/** The middle value (the mean of the two middle ones for an even count); throws on no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The run with the middle performance score (the lower middle of an even count); throws on no runs. */
export function medianByPerformance<T extends { scores: { performance: number } }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no runs to pick a median from');
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
