// The issue's targets for a page and whether its figures meet them. A figure that could not be
// measured never meets its target.

export interface PageTarget {
  /** Lowest acceptable Lighthouse scores (out of 100). */
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  /** Highest acceptable metrics. */
  lcpMs?: number;
  tbtMs?: number;
  /** Highest acceptable compressed JavaScript on an empty cache. */
  jsBytes?: number;
  jsFiles?: number;
}

export interface TargetCheck {
  label: string;
  /** The page's figure as shown next to the target, or why there is none. */
  value: string;
  met: boolean;
}

interface Audited {
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number };
  metrics: { largestContentfulPaintMs: number; totalBlockingTimeMs: number };
}

interface Weighed {
  jsBytes: number;
  jsFiles: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function check(label: string, figure: number | undefined, met: (n: number) => boolean, show: (n: number) => string = String): TargetCheck {
  return figure === undefined || Number.isNaN(figure) ? { label, value: 'no figure', met: false } : { label, value: show(figure), met: met(figure) };
}

/** One check per target the page has, in a fixed order; `null` figures are the ones that failed. */
export function checkPage(target: PageTarget, audited: Audited | null, weighed: Weighed | null): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const atLeast = (label: string, min: number | undefined, figure: number | undefined) => {
    if (min !== undefined) checks.push(check(`${label} ${min === 100 ? '100' : `≥ ${min}`}`, figure, (n) => n >= min));
  };
  const atMost = (label: string, max: number | undefined, figure: number | undefined, show: (n: number) => string) => {
    if (max !== undefined) checks.push(check(`${label} ≤ ${show(max)}`, figure, (n) => n <= max, show));
  };
  atLeast('performance', target.performance, audited?.scores.performance);
  atMost('LCP', target.lcpMs, audited?.metrics.largestContentfulPaintMs, (ms) => `${ms} ms`);
  atMost('TBT', target.tbtMs, audited?.metrics.totalBlockingTimeMs, (ms) => `${ms} ms`);
  atLeast('accessibility', target.accessibility, audited?.scores.accessibility);
  atLeast('best practices', target.bestPractices, audited?.scores['best-practices']);
  atLeast('SEO', target.seo, audited?.scores.seo);
  atMost('JS', target.jsBytes, weighed?.jsBytes, kb);
  atMost('JS files', target.jsFiles, weighed?.jsFiles, String);
  return checks;
}
