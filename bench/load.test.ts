import { describe, expect, it } from 'vitest';
import { combineSlices, compareSlices, type LoadFigures } from './load';

const slice = (requestsPerSecond: number, extra: Partial<LoadFigures> = {}): LoadFigures => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms: 4,
  meanMs: 1,
  requests: requestsPerSecond * 3,
  non2xx: 0,
  errors: 0,
  ...extra,
});

describe('an endpoint compared with the baseline in alternating slices', () => {
  it('is the median of the pairs’ ratios, so one slice that drifted does not move it', () => {
    const pairs = [
      { baseline: slice(10_000), endpoint: slice(6_000) },
      { baseline: slice(13_000), endpoint: slice(2_000) },
      { baseline: slice(8_000), endpoint: slice(4_800) },
      { baseline: slice(12_000), endpoint: slice(7_000) },
      { baseline: slice(9_000), endpoint: slice(5_500) },
    ];
    const { ratio, baselineRequestsPerSecond, figures } = compareSlices(pairs);
    expect(ratio).toBe(0.6);
    expect(baselineRequestsPerSecond).toBe(10_000);
    expect(figures.requestsPerSecond).toBe(5_500);
  });

  it('adds up requests and failures, weights the mean by requests and takes the middle of even counts', () => {
    const combined = combineSlices([
      slice(1_000, { meanMs: 2, p99Ms: 10, non2xx: 1 }),
      slice(3_000, { meanMs: 1, p99Ms: 20, errors: 2 }),
    ]);
    expect(combined).toEqual({ requestsPerSecond: 2_000, p50Ms: 1, p99Ms: 15, meanMs: 1.25, requests: 12_000, non2xx: 1, errors: 2 });
  });
});
