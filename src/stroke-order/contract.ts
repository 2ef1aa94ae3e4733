// The stroke-order contract: the request, the response, the comparison and the classifier hook,
// as types, the response's shape and the one response the rules fix outright (the options are
// options.ts's, the request's fields request.ts's). The bottom of the folder: the plain reading
// (rules/) and the fast path (fast/) both import it, and it imports neither.

import { fail } from '../core/operation.js';
import type { Stroke, StrokePoint } from '../core/points.js';
import type { DifficultyLevel, ReferenceEntry, StrokeDirection } from './constants.js';
import { DIRECTION_NAMES_ZH, invalidComparisonMessage, unknownDirectionMessage } from './messages.js';
import { FULL_SCORE } from './rule-numbers.js';

/** A request to check one handwritten character's stroke order (the contract's StrokeOrderRequest). */
export interface StrokeOrderRequest {
  /** Exactly one Chinese character, U+4E00..U+9FFF. */
  readonly character: string;
  /** The user's strokes in writing order. */
  readonly strokes: readonly Stroke[];
  /** Accepted; no effect on the result. */
  readonly pen_id?: string | null;
  /** Accepted; no effect on the result. */
  readonly student_id?: string | null;
  /** 1-3, default 1: a higher level weighs the order more. */
  readonly difficulty_level?: DifficultyLevel;
}

/** One position where the user's direction differs from the reference. */
export interface StrokeOrderError {
  /** 1-based stroke index. */
  readonly stroke_index: number;
  readonly expected: StrokeDirection;
  readonly actual: StrokeDirection;
  /** Chinese text naming the index and both directions. */
  readonly message: string;
}

/**
 * The `data` of a stroke-order evaluation (the contract's StrokeOrderData); `Error` is the type of
 * its errors, wider where a matcher adds fields to each (handwriting-scoring/geometry's `kind`).
 */
export interface StrokeOrderData<Error extends StrokeOrderError = StrokeOrderError> {
  readonly character: string;
  readonly total_score: number;
  readonly order_score: number;
  readonly count_score: number;
  readonly user_stroke_count: number;
  /** `null` when the character is not in the reference table. */
  readonly standard_stroke_count: number | null;
  /** Detected direction of each user stroke. */
  readonly stroke_order: readonly StrokeDirection[];
  /** The reference sequence; empty when the character is not in the table. */
  readonly correct_order: readonly StrokeDirection[];
  readonly errors: readonly Error[];
  /** Elapsed time of the calculation in milliseconds, 2 decimals. */
  readonly inference_time_ms: number;
}

/** How detected directions compare with a reference entry: its matches and its errors. */
export interface StrokeComparisonResult {
  /** Matching strokes; order_score = matches / entry.sequence.length * 100 (rule stroke.score.order). */
  readonly matches: number;
  readonly errors: readonly StrokeOrderError[];
}

/**
 * Compares detected directions with a reference entry. The default compares position by
 * position (the contract); handwriting-scoring/strokes offers an aligned comparison.
 */
export type StrokeComparison = (actual: readonly StrokeDirection[], entry: ReferenceEntry) => StrokeComparisonResult;

/** The bounding box of every point of every stroke of one character. */
export interface CharacterBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The frame a classifier reads a stroke in: its index, the whole character's box and its strokes. */
export interface StrokeContext {
  /** 0-based index of the stroke in the writing. */
  readonly index: number;
  /** Bounding box of every point of every stroke of the character. */
  readonly box: CharacterBox;
  /**
   * Every stroke of the character in writing order (`strokes[index]` is this one), so a
   * classifier can read a stroke against its neighbours; evaluateStrokeOrder always passes it.
   */
  readonly strokes?: readonly (readonly StrokePoint[])[];
  /**
   * The directions the reference accepts at this position (its sequence's and alternatives'),
   * when the character is in the table: a classifier may read a borderline shape as one of
   * them, as a teacher who knows the character would. The contract's classifier ignores it.
   */
  readonly expected?: readonly StrokeDirection[];
}

/** One stroke's reading with its evidence, for explanations. */
export interface StrokeReading {
  readonly direction: StrokeDirection;
  /** The rule id or table row that decided (e.g. 'stroke.direction.angle'). */
  readonly rule: string;
  /** The numbers that decided, e.g. `{ points, straight, path, curvature, angle }`. Finite numbers only. */
  readonly measures: Readonly<Record<string, number>>;
}

/** Reads a stroke's direction: the contract's classifier, or an opt-in one such as the shape classifier. */
export interface StrokeClassifier {
  /** A short stable name: 'contract', 'shape'. */
  readonly name: string;
  /** The stroke's direction; hot path. `points.length >= 1` is guaranteed by the caller. */
  classify(points: readonly StrokePoint[], context: StrokeContext): StrokeDirection;
  /** The same reading with its evidence; must agree with classify. */
  read(points: readonly StrokePoint[], context: StrokeContext): StrokeReading;
}

/**
 * The `data` of an evaluation, its fields in the contract's order, from the scores already
 * rounded (rule stroke.score.total); `expected` is copied into `correct_order`.
 */
export function strokeOrderData(
  character: string,
  total: number,
  order: number,
  count: number,
  standard: number | null,
  directions: StrokeDirection[],
  expected: readonly StrokeDirection[],
  errors: readonly StrokeOrderError[],
  inferenceTimeMs: number,
): StrokeOrderData {
  return {
    character,
    total_score: total,
    order_score: order,
    count_score: count,
    user_stroke_count: directions.length,
    standard_stroke_count: standard,
    stroke_order: directions,
    correct_order: [...expected],
    errors,
    inference_time_ms: inferenceTimeMs,
  };
}

/**
 * The data for a character outside the reference table (rule stroke.score.unknown-character):
 * the full score everywhere, no standard count, no expected order and no error.
 */
export function unknownCharacterData(
  character: string,
  directions: StrokeDirection[],
  inferenceTimeMs: number,
): StrokeOrderData {
  return strokeOrderData(character, FULL_SCORE, FULL_SCORE, FULL_SCORE, null, directions, [], [], inferenceTimeMs);
}

/**
 * A comparison's result as the order rule may read it (rule stroke.score.order): `matches` a
 * whole number from 0 to the reference's length, `errors` an array. A plug-in's result outside
 * that (`matches: 99` scored 3010, `NaN` a null score) fails the scoring, naming the comparison.
 */
export function checkedComparison(result: StrokeComparisonResult, referenceLength: number): StrokeComparisonResult {
  const { matches, errors } = (
    typeof result === 'object' && result !== null ? result : {}
  ) as Partial<StrokeComparisonResult>;
  if (!(Number.isInteger(matches) && (matches as number) >= 0 && (matches as number) <= referenceLength)) {
    fail(invalidComparisonMessage(`matches ${String(matches)}`, referenceLength));
  }
  if (!Array.isArray(errors)) fail(invalidComparisonMessage(`errors ${String(errors)}`, referenceLength));
  return result;
}

/**
 * Fails the scoring when a plug-in classifier read stroke `index` (0-based) as something other
 * than a StrokeDirection (rule stroke.score.order, plug-ins), naming the classifier.
 */
export function checkDirection(direction: unknown, index: number, classifier: string): void {
  if (!Object.hasOwn(DIRECTION_NAMES_ZH, direction as string)) {
    fail(unknownDirectionMessage(index + 1, classifier, direction));
  }
}
