// evaluateStrokeOrder: the pipeline (../pipeline.ts) run with the fast reading (reading.ts): one
// pass over the points reads each stroke's direction (paths.ts, direction.ts), then the
// scores follow as plain numbers. The plain reading (rules/) is its check.

import type { UnknownOr } from '../../core/operation.js';
import type { StrokeOrderData, StrokeOrderError, StrokeOrderRequest } from '../contract.js';
import type { EvaluateStrokeOrderOptions, StrokeOrderResult } from '../options.js';
import { runStrokeOrder } from '../pipeline.js';
import { FAST_STROKE_ORDER } from './reading.js';

export { comparePositions } from './reading.js';

/**
 * Evaluates the stroke order and stroke count of one handwritten character from pen data.
 *
 * @throws {ValidationError} when the request breaks a field constraint (nothing is scored).
 * @throws {ScoringError} when a stroke holds no point (the contract's HTTP 500).
 * @example
 * const data = evaluateStrokeOrder({
 *   character: '十',
 *   strokes: [
 *     [{ x: 0, y: 50, timestamp: 0 }, { x: 100, y: 50, timestamp: 80 }],
 *     [{ x: 50, y: 0, timestamp: 200 }, { x: 50, y: 100, timestamp: 280 }],
 *   ],
 * });
 * data.total_score; // 100
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link StrokeOrderRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}).
 * With a matcher, the result has its fields: `evaluateStrokeOrder(request, geometric(charData,
 * { character }))` has `matches`, `missing` and each error's `kind`.
 */
export function evaluateStrokeOrder<T, Fields = unknown, Error extends StrokeOrderError = StrokeOrderError>(
  request: UnknownOr<T, StrokeOrderRequest>,
  options?: EvaluateStrokeOrderOptions<Fields, Error>,
): StrokeOrderResult<Fields, Error>;
export function evaluateStrokeOrder(request: unknown, options?: EvaluateStrokeOrderOptions): StrokeOrderData {
  return runStrokeOrder('evaluateStrokeOrder', FAST_STROKE_ORDER, dataOnly, request, options);
}

/** The data alone: what evaluateStrokeOrder returns. */
function dataOnly(data: StrokeOrderData): StrokeOrderData {
  return data;
}
