import { describe, expect, it } from 'vitest';
import { checkPage } from './page-targets';

const audited = (performance: number, lcp: number, tbt: number) => ({
  scores: { performance, accessibility: 100, 'best-practices': 96, seo: 92 },
  metrics: { largestContentfulPaintMs: lcp, totalBlockingTimeMs: tbt },
});

describe('checkPage', () => {
  it('checks only the targets the page has, bounds included', () => {
    expect(checkPage({ performance: 90, lcpMs: 2500, tbtMs: 200 }, audited(90, 2500, 201), null)).toEqual([
      { label: 'performance ≥ 90', value: '90', met: true },
      { label: 'LCP ≤ 2500 ms', value: '2500 ms', met: true },
      { label: 'TBT ≤ 200 ms', value: '201 ms', met: false },
    ]);
  });

  it('wants 100 exactly where the target is 100', () => {
    expect(checkPage({ accessibility: 100, bestPractices: 95, seo: 100 }, audited(99, 1, 1), null).map((c) => [c.label, c.met])).toEqual([
      ['accessibility 100', true],
      ['best practices ≥ 95', true],
      ['SEO 100', false],
    ]);
  });

  it('weighs the JavaScript in KB of 1024 bytes and counts its files', () => {
    expect(checkPage({ jsBytes: 150 * 1024, jsFiles: 15 }, null, { jsBytes: 150 * 1024 + 1, jsFiles: 15 })).toEqual([
      { label: 'JS ≤ 150.0 KB', value: '150.0 KB', met: false },
      { label: 'JS files ≤ 15', value: '15', met: true },
    ]);
  });

  it('never meets a target whose figure failed to be measured', () => {
    expect(checkPage({ performance: 90, jsFiles: 15 }, null, null)).toEqual([
      { label: 'performance ≥ 90', value: 'no figure', met: false },
      { label: 'JS files ≤ 15', value: 'no figure', met: false },
    ]);
  });
});
