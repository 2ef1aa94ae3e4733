// explainStrokeOrder: the pipeline (pipeline.ts) run with the plain reading of the rules
// (rules/), and every number's making shown beside the data, under whichever classifier,
// reference table, comparison or matcher the options choose.

import { type ExplainedNumber, explainedNumber, explainedNumbers } from '../core/explanation.js';
import type { UnknownOr } from '../core/operation.js';
import { fieldWarnings, withWarnings } from '../core/suggest.js';
import type { ReferenceEntry, StrokeDirection } from './constants.js';
import type { StrokeComparisonResult, StrokeOrderData, StrokeOrderError, StrokeOrderRequest } from './contract.js';
import type { EvaluateStrokeOrderOptions, StrokeOrderResult } from './options.js';
import { runStrokeOrder, type StrokeOrderOutcome } from './pipeline.js';
import { STROKE_ORDER_FIELD_NAMES } from './request.js';
import {
  measureStroke,
  type StrokeScoreExplanation,
  type StrokeTotalExplanation,
  type StrokeVerdict,
  strokeVerdicts,
  unknownCharacterScore,
  unknownCharacterTotal,
} from './rules/index.js';
import { PLAIN_STROKE_ORDER, type PlainStrokeOrderTypes, type ReadStroke } from './rules/reading.js';

/** How one stroke was read and compared. */
export interface StrokeExplanation {
  /** 1-based position in the writing. */
  readonly index: number;
  /** The contract's measures: point count, straight distance, path length, curvature, angle (degrees). */
  readonly points: number;
  /** Past the finite doubles (coordinates near 1e154 and beyond), named (rule general.extremes). */
  readonly straight: ExplainedNumber;
  readonly path: ExplainedNumber;
  readonly curvature: ExplainedNumber;
  readonly angle: number;
  /** The direction the classifier read. */
  readonly direction: StrokeDirection;
  /** The rule id that decided (from the classifier's `read`). */
  readonly rule: string;
  /** The row of the contract's table that decided; `null` under another classifier. */
  readonly row: string | null;
  /** The numbers the classifier decided on (its `read`). */
  readonly measures: Readonly<Record<string, ExplainedNumber>>;
  /** The direction the comparison expected of this stroke; `null` when it does not say. */
  readonly expected: StrokeDirection | null;
  /** Whether the comparison accepted the stroke; `null` when it was not compared (past the reference). */
  readonly matched: boolean | null;
}

/** How a stroke-order evaluation got its numbers. */
export interface StrokeOrderExplanation {
  /** The classifier's name: 'contract' unless the options chose another; the matcher's name under a matcher. */
  readonly classifier: string;
  /** 'position' (the contract's) unless the options chose another comparison ('given') or a matcher ('matcher'). */
  readonly comparison: 'position' | 'given' | 'matcher';
  /** The reference entry found for the character (rule stroke.reference). */
  readonly reference: {
    readonly character: string;
    readonly found: boolean;
    readonly sequence: readonly StrokeDirection[];
    readonly count: number | null;
  };
  readonly strokes: readonly StrokeExplanation[];
  /** rule stroke.score.count. */
  readonly count: StrokeScoreExplanation;
  /** rule stroke.score.order, with the matches the comparison counted. */
  readonly order: StrokeScoreExplanation & { readonly matches: number | null };
  /** rule stroke.score.total. */
  readonly total: StrokeTotalExplanation;
}

/** A stroke-order evaluation with its explanation; `Fields` and `Error` are the matcher's, as evaluateStrokeOrder's. */
export interface ExplainedStrokeOrder<Fields = unknown, Error extends StrokeOrderError = StrokeOrderError> {
  /** Exactly what evaluateStrokeOrder returns for the same request, options and clock. */
  readonly data: StrokeOrderResult<Fields, Error>;
  readonly explanation: StrokeOrderExplanation;
  /** Likely typos among the request's fields, which are ignored (e.g. `difficultyLevel`); absent when none. */
  readonly warnings?: readonly string[];
}

/**
 * Evaluates stroke order like evaluateStrokeOrder, with the same options, and explains every
 * number: each stroke's measures, the rule and row that decided its direction, what was
 * expected and whether it matched; then the count, order and total arithmetic.
 *
 * @throws {ValidationError} exactly when evaluateStrokeOrder does, with the same issues.
 * @throws {ScoringError} exactly when evaluateStrokeOrder does (a stroke without points).
 * @example
 * const { data, explanation } = explainStrokeOrder({
 *   character: '十',
 *   strokes: [
 *     [{ x: 0, y: 50, timestamp: 0 }, { x: 100, y: 50, timestamp: 80 }],
 *     [{ x: 50, y: 0, timestamp: 200 }, { x: 50, y: 100, timestamp: 280 }],
 *   ],
 * });
 * data.total_score; // 100
 * explanation.strokes[1]?.row; // '70 <= angle <= 110: vertical'
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link StrokeOrderRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}).
 */
export function explainStrokeOrder<T, Fields = unknown, Error extends StrokeOrderError = StrokeOrderError>(
  request: UnknownOr<T, StrokeOrderRequest>,
  options?: EvaluateStrokeOrderOptions<Fields, Error>,
): ExplainedStrokeOrder<Fields, Error>;
export function explainStrokeOrder(request: unknown, options?: EvaluateStrokeOrderOptions): ExplainedStrokeOrder {
  return withWarnings(
    runStrokeOrder('explainStrokeOrder', PLAIN_STROKE_ORDER, explained, request, options),
    fieldWarnings(request, STROKE_ORDER_FIELD_NAMES),
  );
}

/** The data with the explanation of how the pipeline decided. */
function explained(data: StrokeOrderData, outcome: StrokeOrderOutcome<PlainStrokeOrderTypes>): ExplainedStrokeOrder {
  if (outcome.kind === 'matched') {
    const { character, points, matcher, match, count, order, total } = outcome;
    return {
      data,
      explanation: {
        classifier: matcher.name,
        comparison: 'matcher',
        reference: { character, found: true, sequence: [...match.expected], count: match.expected.length },
        strokes: match.strokes.map((stroke, i) => {
          const { direction, rule, measures, expected, matched } = stroke;
          const read = { measures: measureStroke(points[i]!), direction, rule, row: null, readings: { ...measures } };
          return strokeExplanation(read, i, { expected, matched });
        }),
        count,
        order: { ...order, matches: match.strokes.filter((stroke) => stroke.matched).length },
        total,
      },
    };
  }
  const { character, strokes, classifier, givenComparison } = outcome;
  const header = {
    classifier: classifier?.name ?? 'contract',
    comparison: givenComparison ? ('given' as const) : ('position' as const),
  };
  if (outcome.kind === 'unknown') {
    const unknown = unknownCharacterScore(character);
    return {
      data,
      explanation: {
        ...header,
        reference: { character, found: false, sequence: [], count: null },
        strokes: strokes.map((stroke, i) => strokeExplanation(stroke, i, { expected: null, matched: null })),
        count: unknown,
        order: { ...unknown, matches: null },
        total: unknownCharacterTotal(character),
      },
    };
  }
  const { entry, compared, count, order, total } = outcome;
  return {
    data,
    explanation: {
      ...header,
      reference: { character, found: true, sequence: [...entry.sequence], count: entry.count },
      strokes: explainEach(strokes, entry, compared, !givenComparison),
      count,
      order: { ...order, matches: compared.matches },
      total,
    },
  };
}

/** Each stroke's explanation with what the comparison said of it. */
function explainEach(
  read: readonly ReadStroke[],
  entry: ReferenceEntry,
  { errors }: StrokeComparisonResult,
  byPosition: boolean,
): StrokeExplanation[] {
  const verdicts = strokeVerdicts(read.length, entry, errors, byPosition);
  return read.map((stroke, i) => strokeExplanation(stroke, i, verdicts[i]!));
}

function strokeExplanation(stroke: ReadStroke, i: number, { expected, matched }: StrokeVerdict): StrokeExplanation {
  const { points, straight, path, curvature, angle } = stroke.measures;
  const { direction, rule, row, readings } = stroke;
  return {
    index: i + 1,
    points,
    straight: explainedNumber(straight),
    path: explainedNumber(path),
    curvature: explainedNumber(curvature),
    angle,
    direction,
    rule,
    row,
    measures: explainedNumbers(readings),
    expected,
    matched,
  };
}
