// rule: strokes.aligned — compare the user's directions with the reference by edit-distance
// alignment, so one missing or extra stroke is one error, not a cascade over every later stroke.

import type { ReferenceEntry, StrokeDirection } from '../stroke-order/constants.js';
import type { StrokeComparisonResult, StrokeOrderError } from '../stroke-order/contract.js';
import { DIRECTION_NAMES_ZH } from '../stroke-order/messages.js';

/** What an aligned error says: a stroke read in another direction, a stroke left out, a stroke too many. */
export const ALIGNED_ERROR_KINDS = ['wrong_direction', 'missing', 'extra'] as const;

/** One of {@link ALIGNED_ERROR_KINDS}. */
export type AlignedErrorKind = (typeof ALIGNED_ERROR_KINDS)[number];

/**
 * One error of the aligned comparison (rule strokes.aligned). The contract's fields keep their
 * types; what they mean by kind:
 * - `wrong_direction`: `stroke_index` is the reference position; `expected` the reference
 *   direction, `actual` the user's.
 * - `missing`: `stroke_index` is the reference position of the stroke not written; `expected`
 *   is its direction and `actual` repeats it (nothing was written to compare).
 * - `extra`: `stroke_index` is the position of the extra stroke in the user's writing;
 *   `actual` is its direction and `expected` repeats it (the reference has no stroke there).
 */
export interface AlignedStrokeError extends StrokeOrderError {
  readonly kind: AlignedErrorKind;
  /** 1-based position in the reference; `null` for an extra stroke. */
  readonly reference_index: number | null;
  /** 1-based position in the user's writing; `null` for a missing stroke. */
  readonly user_index: number | null;
  /** The reference stroke's name for people (横折钩, or the direction's name without names); `null` for an extra stroke. */
  readonly expected_name: string | null;
}

/** The result of {@link ALIGNED_COMPARISON}, its errors typed. */
export interface AlignedComparisonResult extends StrokeComparisonResult {
  readonly errors: readonly AlignedStrokeError[];
}

/** Whether `direction` is accepted at reference position `j` (0-based), alternatives included. */
function accepts(entry: ReferenceEntry, j: number, direction: StrokeDirection): boolean {
  return entry.sequence[j] === direction || entry.alternatives?.[j]?.includes(direction) === true;
}

function nameAt(entry: ReferenceEntry, j: number): string {
  return entry.names?.[j] ?? DIRECTION_NAMES_ZH[entry.sequence[j]!];
}

function wrongDirection(entry: ReferenceEntry, j: number, i: number, actual: StrokeDirection): AlignedStrokeError {
  const expected = entry.sequence[j]!;
  const name = nameAt(entry, j);
  const where = i === j ? '' : `（你写的第${i + 1}笔）`;
  return {
    stroke_index: j + 1,
    expected,
    actual,
    message: `第${j + 1}笔应为${name}${where}，实际写成了${DIRECTION_NAMES_ZH[actual]}`,
    kind: 'wrong_direction',
    reference_index: j + 1,
    user_index: i + 1,
    expected_name: name,
  };
}

function missing(entry: ReferenceEntry, j: number): AlignedStrokeError {
  const expected = entry.sequence[j]!;
  const name = nameAt(entry, j);
  return {
    stroke_index: j + 1,
    expected,
    actual: expected,
    message: `漏写了第${j + 1}笔：${name}`,
    kind: 'missing',
    reference_index: j + 1,
    user_index: null,
    expected_name: name,
  };
}

function extra(i: number, actual: StrokeDirection): AlignedStrokeError {
  return {
    stroke_index: i + 1,
    expected: actual,
    actual,
    message: `第${i + 1}笔是多写的一笔（${DIRECTION_NAMES_ZH[actual]}）`,
    kind: 'extra',
    reference_index: null,
    user_index: i + 1,
    expected_name: null,
  };
}

/**
 * The aligned comparison (rule strokes.aligned): the fewest wrong, missing and extra strokes
 * (each costs 1; a direction the reference accepts, alternatives included, costs 0) that turn
 * the reference into the user's writing. Of equally few, the alignment that pairs strokes is
 * preferred (read from the last stroke back), so a swap of two strokes is two wrong directions.
 * `matches` counts the paired strokes that agree; errors come in writing order.
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { ALIGNED_COMPARISON, EXTENDED_STROKES } from 'handwriting-scoring/strokes';
 * evaluateStrokeOrder(request, { referenceTable: EXTENDED_STROKES, comparison: ALIGNED_COMPARISON });
 */
export const ALIGNED_COMPARISON: (
  actual: readonly StrokeDirection[],
  entry: ReferenceEntry,
) => AlignedComparisonResult = (actual, entry) => {
  const m = actual.length;
  const n = entry.sequence.length;
  const width = n + 1;
  // cost[i * width + j]: the fewest errors between the first i user strokes and the first j reference strokes.
  const cost = new Uint32Array((m + 1) * width);
  for (let j = 0; j <= n; j++) cost[j] = j;
  for (let i = 1; i <= m; i++) {
    cost[i * width] = i;
    for (let j = 1; j <= n; j++) {
      const pair = cost[(i - 1) * width + j - 1]! + (accepts(entry, j - 1, actual[i - 1]!) ? 0 : 1);
      const gap = Math.min(cost[(i - 1) * width + j]!, cost[i * width + j - 1]!) + 1;
      cost[i * width + j] = Math.min(pair, gap);
    }
  }
  const errors: AlignedStrokeError[] = [];
  let matches = 0;
  let i = m;
  let j = n;
  while (i > 0 || j > 0) {
    const here = cost[i * width + j]!;
    if (i > 0 && j > 0) {
      const agrees = accepts(entry, j - 1, actual[i - 1]!);
      if (here === cost[(i - 1) * width + j - 1]! + (agrees ? 0 : 1)) {
        if (agrees) matches++;
        else errors.push(wrongDirection(entry, j - 1, i - 1, actual[i - 1]!));
        i--;
        j--;
        continue;
      }
    }
    if (j > 0 && here === cost[i * width + j - 1]! + 1) {
      errors.push(missing(entry, j - 1));
      j--;
    } else {
      errors.push(extra(i - 1, actual[i - 1]!));
      i--;
    }
  }
  return { matches, errors: errors.reverse() };
};
