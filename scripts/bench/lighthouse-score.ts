/**
 * Lighthouse's performance score (v10 and later), recomputed from metrics measured in a Chromium
 * trace. The numbers are Lighthouse's own, read in GoogleChrome/lighthouse:
 *   - control points (p10 scores 0.9, the median 0.5), mobile and desktop: `defaultOptions` of
 *     core/audits/metrics/first-contentful-paint.js, speed-index.js, largest-contentful-paint.js,
 *     total-blocking-time.js and cumulative-layout-shift.js;
 *   - weights: the performance category of core/config/default-config.js (FCP 10, SI 10, LCP 25,
 *     TBT 30, CLS 25; TTI and INP weigh 0);
 *   - the curve: `getLogNormalScore` in shared/statistics.js (core/lib/statistics.js before), and
 *     `computeLogNormalScore` in shared/util.js, which lifts scores above 0.9 by 5 % of the excess and
 *     floors them to two decimals; the category is the weighted mean, shown ×100.
 * It scores our metrics as Lighthouse would; the metrics themselves are not Lighthouse's (see web-page.ts).
 */

export type FormFactor = 'mobile' | 'desktop';

export interface Metrics {
  fcp: number;
  /** Speed Index, or null when it could not be measured: its weight then goes to the others pro rata. */
  si: number | null;
  lcp: number;
  tbt: number;
  cls: number;
}

type Curve = { p10: number; median: number };

export const CURVES: Record<FormFactor, Record<keyof Metrics, Curve>> = {
  mobile: {
    fcp: { p10: 1800, median: 3000 },
    si: { p10: 3387, median: 5800 },
    lcp: { p10: 2500, median: 4000 },
    tbt: { p10: 200, median: 600 },
    cls: { p10: 0.1, median: 0.25 },
  },
  desktop: {
    fcp: { p10: 934, median: 1600 },
    si: { p10: 1311, median: 2300 },
    lcp: { p10: 1200, median: 2400 },
    tbt: { p10: 150, median: 350 },
    cls: { p10: 0.1, median: 0.25 },
  },
};

export const WEIGHTS: Record<keyof Metrics, number> = { fcp: 0.1, si: 0.1, lcp: 0.25, tbt: 0.3, cls: 0.25 };

/** The complementary error function, by Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7), as Lighthouse's erf. */
function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return poly * Math.exp(-x * x);
}

/** Closest double to erfc⁻¹(1/5): puts the p10 control point at a score of 0.9. */
const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/** One metric's score in [0, 1], two decimals, exactly as Lighthouse scores a measured value. */
export function metricScore(value: number, { p10, median }: Curve): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  let score = erfc(standardized) / 2;
  // Lighthouse keeps each side of a control point on its side of the score, whatever the rounding.
  if (value <= p10) score = Math.max(0.9, Math.min(1, score));
  else if (value <= median) score = Math.max(0.5, Math.min(0.8999999999999999, score));
  else score = Math.max(0, Math.min(0.49999999999999994, score));
  if (score > 0.9) score += 0.05 * (score - 0.9);
  return Math.floor(score * 100) / 100;
}

/** The performance score, 0 to 100. */
export function performanceScore(metrics: Metrics, formFactor: FormFactor): number {
  let sum = 0;
  let weights = 0;
  for (const key of Object.keys(WEIGHTS) as (keyof Metrics)[]) {
    const value = metrics[key];
    if (value === null) continue;
    sum += WEIGHTS[key] * metricScore(value, CURVES[formFactor][key]);
    weights += WEIGHTS[key];
  }
  return Math.round((100 * sum) / weights);
}
