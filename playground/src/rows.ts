// One row per written stroke, judged the way the score was: each stroke against the reference
// stroke it was compared with. The contract's comparison pairs stroke i with reference stroke i;
// the aligned comparison of the precise mode pairs them by alignment, so a stroke written first
// may stand for the reference's second (one 横 for 我 is its 横, not a wrong 撇).

import type { StrokeDirection, StrokeOrderData } from 'handwriting-scoring';

/** How a written stroke was judged: right, wrong, one too many, or not compared at all. */
export type RowStatus = 'match' | 'mismatch' | 'extra' | 'unjudged';

/** A written stroke and the reference stroke it was compared with. */
export interface StrokeRow {
  /** 1-based position in the writing. */
  readonly index: number;
  readonly direction: StrokeDirection;
  readonly status: RowStatus;
  /** The reference stroke it was compared with: 1-based position and direction. */
  readonly reference?: { readonly index: number; readonly direction: StrokeDirection } | undefined;
}

/** The fields the aligned comparison adds to each error (rule strokes.aligned). */
interface AlignedFields {
  readonly kind?: 'wrong_direction' | 'missing' | 'extra';
  readonly reference_index?: number | null;
  readonly user_index?: number | null;
}

/** The rows of a stroke-order result, in writing order, agreeing with its `errors`. */
export function strokeRows(order: StrokeOrderData): StrokeRow[] {
  const errors = order.errors as readonly (StrokeOrderData['errors'][number] & AlignedFields)[];
  const references = order.correct_order;
  if (!errors.some((error) => error.kind !== undefined)) {
    // The contract's comparison (or no error at all): stroke i against reference stroke i.
    const wrong = new Set(errors.map((error) => error.stroke_index));
    return order.stroke_order.map((direction, k) => {
      const expected = references[k];
      if (expected === undefined) return { index: k + 1, direction, status: 'unjudged' };
      const status = wrong.has(k + 1) ? 'mismatch' : 'match';
      return { index: k + 1, direction, status, reference: { index: k + 1, direction: expected } };
    });
  }
  // The aligned comparison pairs strokes in order, skipping extra writing and missing references.
  const extra = new Set(errors.filter((error) => error.kind === 'extra').map((error) => error.user_index));
  const missing = new Set(errors.filter((error) => error.kind === 'missing').map((error) => error.reference_index));
  const wrong = new Set(errors.filter((error) => error.kind === 'wrong_direction').map((error) => error.user_index));
  let next = 1;
  return order.stroke_order.map((direction, k): StrokeRow => {
    const index = k + 1;
    if (extra.has(index)) return { index, direction, status: 'extra' };
    while (missing.has(next)) next++;
    const expected = references[next - 1];
    if (expected === undefined) return { index, direction, status: 'unjudged' };
    const reference = { index: next, direction: expected };
    next++;
    return { index, direction, status: wrong.has(index) ? 'mismatch' : 'match', reference };
  });
}
