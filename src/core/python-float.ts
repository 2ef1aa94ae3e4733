// The contract's float semantics are Python's (rule general.extremes). IEEE arithmetic is the
// same in both languages, Infinity and NaN included; Python's two-argument max and min are not
// Math.max and Math.min: they keep the first argument unless the second compares greater (or
// smaller), and every comparison with NaN is false, so Python's `max(0, nan)` is 0 where
// `Math.max(0, NaN)` is NaN.

/** Python's `max(a, b)`: `b` when `b > a`, else `a` (so `pyMax(0, NaN)` is 0, `pyMax(NaN, 1)` NaN). */
export function pyMax(a: number, b: number): number {
  return b > a ? b : a;
}
