// The preset that turns every opt-in of this subpath on at once.

import type { EvaluateStrokeOrderOptions } from '../stroke-order/options.js';
import { ALIGNED_COMPARISON } from './aligned.js';
import { SHAPE_CLASSIFIER } from './shape/classify.js';
import { EXTENDED_STROKES, SIMPLIFIED_STROKES } from './table.js';

/** The options {@link PRECISE} sets. */
export type PreciseOptions = Readonly<
  Required<Pick<EvaluateStrokeOrderOptions, 'referenceTable' | 'classifier' | 'comparison'>>
>;

/**
 * Stroke order as a teacher would see it: every character of the extended table, read by the
 * shape classifier and compared by alignment (rules strokes.names, strokes.alternatives,
 * strokes.shape-classifier, strokes.aligned).
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { PRECISE } from 'handwriting-scoring/strokes';
 * const data = evaluateStrokeOrder(request, PRECISE);
 * // with a clock of your own: evaluateStrokeOrder(request, { ...PRECISE, now })
 */
export const PRECISE: PreciseOptions = /* @__PURE__ */ Object.freeze({
  referenceTable: EXTENDED_STROKES,
  classifier: SHAPE_CLASSIFIER,
  comparison: ALIGNED_COMPARISON,
});

/**
 * {@link PRECISE} with the simplified characters alone ({@link SIMPLIFIED_STROKES}), for a
 * browser bundle that needs no traditional character: it leaves their data out (about 10 kB
 * brotli). A traditional character is then unknown to the table and scores 100.
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { PRECISE_SIMPLIFIED } from 'handwriting-scoring/strokes';
 * const data = evaluateStrokeOrder(request, PRECISE_SIMPLIFIED);
 */
export const PRECISE_SIMPLIFIED: PreciseOptions = /* @__PURE__ */ Object.freeze({
  referenceTable: SIMPLIFIED_STROKES,
  classifier: SHAPE_CLASSIFIER,
  comparison: ALIGNED_COMPARISON,
});
