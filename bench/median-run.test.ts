import { describe, expect, it } from 'vitest';
import { median, medianByPerformance } from './median-run';

const run = (performance: number, id: string) => ({ id, scores: { performance } });

describe('medianByPerformance', () => {
  it('keeps the whole run with the middle score, whatever the order', () => {
    expect(medianByPerformance([run(91, 'a'), run(60, 'b'), run(88, 'c')]).id).toBe('c');
    expect(medianByPerformance([run(60, 'b'), run(88, 'c'), run(91, 'a')]).id).toBe('c');
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianByPerformance([run(90, 'a'), run(70, 'b')]).id).toBe('b');
    expect(medianByPerformance([run(42, 'a')]).id).toBe('a');
  });

  it('refuses no runs', () => {
    expect(() => medianByPerformance([])).toThrow();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([2553, 2353, 2665])).toBe(2553);
    expect(median([0.6, 0.4, 0.5, 0.7])).toBeCloseTo(0.55);
    expect(() => median([])).toThrow();
  });
});
