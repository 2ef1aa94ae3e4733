// The preset that turns every opt-in of issue 12 on at once.

import type { EvaluateStrokeOrderOptions } from '../stroke-order/evaluate.js';
import { ALIGNED_COMPARISON } from './aligned.js';
import { EXTENDED_STROKES } from './table.js';

/** The options {@link PRECISE} sets. */
export type PreciseOptions = Readonly<Required<Pick<EvaluateStrokeOrderOptions, 'referenceTable' | 'comparison'>>> &
  Pick<EvaluateStrokeOrderOptions, 'classifier'>;

/**
 * Stroke order as a teacher would see it: every character of the extended table, compared by
 * alignment (rules strokes.names, strokes.alternatives, strokes.aligned).
 *
 * @example
 * import { evaluateStrokeOrder } from 'handwriting-scoring';
 * import { PRECISE } from 'handwriting-scoring/strokes';
 * const data = evaluateStrokeOrder(request, PRECISE);
 * // with a clock of your own: evaluateStrokeOrder(request, { ...PRECISE, now })
 */
export const PRECISE: PreciseOptions = /* @__PURE__ */ Object.freeze({
  referenceTable: EXTENDED_STROKES,
  comparison: ALIGNED_COMPARISON,
});
