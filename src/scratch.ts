// The only memory the library keeps between calls: two arrays, each lent to one call at a time
// and taken back explicitly. Nothing a call computes outlives it; only the arrays' room does.
//
// The pressures of writing quality. Why (measured): writing quality keeps every pressure for the exact standard
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

// The seen-marks of the essay scan. The scan marks each Chinese character it sees
// (U+4E00..U+9FFF: 20,992 bytes), for the distinct-character count and for the content words it can rule out. Measured with
// `npm run bench` on a 2-core EPYC, Node 20.20: allocating those bytes costs about 4.8 µs a
// call, as much as the whole scan of a 5000-character essay, and a per-call bitset (2.6 KB)
// slows the realistic 5000-character review from 5.2x to 6.5x its baseline, since every
// character then pays for a bit test and a second table. Clearing a kept array takes 0.2 µs.
// So a call borrows the spare array, cleared, and gives it back when its rules are done.

const MARK_COUNT = 0x9fff - 0x4e00 + 1;

// The spare marks, or undefined while lent. A call that finds them lent (only possible if a
// borrower never gave them back) gets a new array, so no two calls ever share marks.
let spare: Uint8Array | undefined;

/** Lends a cleared mark per Chinese character; give it back with {@link releaseSeenMarks}. */
export function borrowSeenMarks(): Uint8Array {
  const marks = spare ?? new Uint8Array(MARK_COUNT);
  spare = undefined;
  return marks.fill(0);
}

/** Gives borrowed marks back; the caller must not read or write them afterwards. */
export function releaseSeenMarks(marks: Uint8Array): void {
  spare = marks;
}
