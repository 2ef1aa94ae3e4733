// A tuned path below rule quality.normative. The rule takes the population standard deviation
// of the pressures in two passes (the mean first, then the squared deviations, rule general.arithmetic),
// which needs every pressure twice: kept in an array, that costs writing quality a large share
// of its time. One pass can instead sum the pressures and their squares. The variance
// those sums give differs from the two-pass one only by rounding, within a bound proved below;
// the score is reported to one decimal, so when both ends of that bound round to the same score
// the sums have settled it, exactly as the two passes would. Otherwise (a score within about
// 1e-9 of a rounding boundary) the caller takes the two passes. test/pen-equivalence.test.ts
// and settle.test.ts hold this path equal to the plain reading, boundaries included.
//
// The bound, with u = 2^-53 and g(k) = k·u / (1 - k·u), for n values p in [0, 1] summed in
// input order: S1 = Σp, S2 = Σp², mean m = S1 / n (the two-pass mean, bit for bit), M2 the
// exact mean of the squares, and V = Σ(p - m)² / n computed exactly.
// - One pass, v1 = S2 / n - m·m: sums of non-negative terms err by at most g(n - 1) of their
//   exact value, so |v1 - V| <= (4n + 8)·u·M2 (the error of m enters V only squared).
// - Two passes, v2 = Σ(p - m)² / n as the rule computes it: |v2 - V| <= g(n + 3)·V, and
//   V <= M2 (1 + g(n)²).
// So |v1 - v2| < (5n + 12)·u·M2; the slack below, 16·(n + 4)·u·(S2 / n), covers it and the
// rounding of the few operations that apply it, for any array length. sqrt, the score and
// Python-style rounding are all monotone, so v2 lying between the two ends settles round(score).

import { round } from '../../core/round.js';

/** The unit roundoff of a double, 2^-53, as a literal: bundlers keep an unused `2 ** -53` in
 * whichever chunk holds this module (it cost `round` alone 12 bytes), but drop a literal. */
const UNIT_ROUNDOFF: number = 1.1102230246251565e-16;

/** One-pass sums of values from 0 to 1, each summed in input order. */
export interface Moments {
  /** How many values. */
  readonly count: number;
  /** Their sum. */
  readonly sum: number;
  /** The sum of their squares. */
  readonly squares: number;
}

/**
 * `round(score(std), 1)` for the two-pass population standard deviation `std` of the values,
 * when the one-pass `moments` settle it; `undefined` when only the two passes can tell.
 * `score` must never increase with `std` and use only correctly rounded arithmetic.
 */
export function settledScore(moments: Moments, score: (std: number) => number): number | undefined {
  const { count, sum, squares } = moments;
  const mean = sum / count;
  const meanSquare = squares / count;
  const variance = meanSquare - mean * mean;
  const slack = 16 * (count + 4) * UNIT_ROUNDOFF * meanSquare;
  const lowest = round(score(Math.sqrt(variance + slack)), 1);
  const highest = round(score(Math.sqrt(Math.max(0, variance - slack))), 1);
  return lowest === highest ? lowest : undefined;
}
