// The library's one piece of memory kept between calls, lent and taken back explicitly.
//
// Why it exists (measured): writing quality keeps every pressure for the exact standard
// deviation (its mean first, rule quality.normative), and allocating and zeroing a fresh
// Float64Array for each call made evaluateWritingQuality on 100,000 points 1.6x slower (CPU
// time, median of 7 alternating runs of each build).
// So one array is lent from call to call. It never holds more than SCRATCH_LIMIT values
// (1 MiB); a larger request, or a call made while the array is lent (from a point's getter
// inside another call), gets an array of its own. A borrower never reads what an earlier one
// left: it writes each place before reading it.

/** The most values the lent array grows to: 131,072 doubles, 1 MiB. */
export const SCRATCH_LIMIT = 131_072;

let scratch: Float64Array = /* @__PURE__ */ new Float64Array(0);
let lent = false;

/** Borrows a Float64Array of exactly `length` places; give it back with {@link releaseScratch}. */
export function borrowScratch(length: number): Float64Array {
  if (lent || length > SCRATCH_LIMIT) return new Float64Array(length);
  if (scratch.length < length) scratch = new Float64Array(length);
  lent = true;
  return scratch.subarray(0, length);
}

/** Gives back an array from {@link borrowScratch}; one of its own is simply dropped. */
export function releaseScratch(array: Float64Array): void {
  if (array.buffer === scratch.buffer) lent = false;
}
