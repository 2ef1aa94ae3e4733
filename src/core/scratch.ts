// The only memory the library keeps between calls: one array, lent to one call at a time and
// taken back explicitly. Nothing a call computes outlives it; only the array's room does.
//
// The seen-marks of the essay scan. The scan marks each Chinese character it sees
// (U+4E00..U+9FFF: 20,992 bytes), for the distinct-character count and for the content words it
// can rule out. Allocating those bytes per call costs as much as the whole scan of a
// 5000-character essay, and a per-call bitset makes every character pay for a bit test and a
// second table, while clearing a kept array is cheap (figures in docs/performance.md, "Figures
// behind the code"). So a call borrows the spare array, cleared, and gives it back when its
// rules are done; the marks of a short text are cleared one by one instead, since clearing the
// whole array would be a large share of a short review.

import { CJK_FIRST, CJK_LAST } from './cjk.js';

const MARK_COUNT = CJK_LAST - CJK_FIRST + 1;

/** Up to this many code units, the marks a text set are cleared through the text, not all 21 KB. */
const SHORT_TEXT = 256;

// The spare marks, all clear, or undefined while lent. A call that finds them lent (only possible
// if a borrower never gave them back) gets a new array, so no two calls ever share marks.
let spare: Uint8Array | undefined;

/** Lends a cleared mark per Chinese character; give it back with {@link releaseSeenMarks}. */
export function borrowSeenMarks(): Uint8Array {
  const marks = spare ?? new Uint8Array(MARK_COUNT);
  spare = undefined;
  return marks;
}

/**
 * Gives borrowed marks back, cleared: through `text` when it is short (the text whose Chinese
 * characters alone were marked), else all of them. The caller must not read or write them
 * afterwards.
 */
export function releaseSeenMarks(marks: Uint8Array, text?: string): void {
  if (text !== undefined && text.length <= SHORT_TEXT) {
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      if (unit >= CJK_FIRST && unit <= CJK_LAST) marks[unit - CJK_FIRST] = 0;
    }
  } else marks.fill(0);
  spare = marks;
}
