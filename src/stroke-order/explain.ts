// explainStrokeOrder: the evaluation of evaluateStrokeOrder, made by the plain reading of the
// rules (rules/), with every number's making, under whichever classifier, reference
// table and comparison the options choose.

import { elapsedMs } from '../core/elapsed.js';
import { type ExplainedNumber, explainedNumber, explainedNumbers } from '../core/explanation.js';
import { fail, runOperation, startClock, type UnknownOr } from '../core/operation.js';
import { checkStrokes, type Stroke } from '../core/points.js';
import { fieldWarnings, withWarnings } from '../core/suggest.js';
import type { Issues } from '../core/validation.js';
import type { ReferenceEntry, ReferenceTable, StrokeDirection } from './constants.js';
import {
  type CharacterBox,
  checkDirection,
  checkedComparison,
  type StrokeClassifier,
  type StrokeComparison,
  type StrokeComparisonResult,
  type StrokeOrderError,
  type StrokeOrderRequest,
  strokeOrderData,
  unknownCharacterData,
} from './contract.js';
import { strokeContext } from './entry.js';
import { checkedMatch, matcherRefuses, type StrokeMatcher, withMatchFields } from './matcher.js';
import { emptyReferenceMessage, emptyStrokeMessage, STROKE_ORDER_FAILURE_PREFIX } from './messages.js';
import {
  checkedEntry,
  type EvaluateStrokeOrderOptions,
  type ResolvedStrokeOrderOptions,
  resolveStrokeOrderOptions,
  type StrokeOrderResult,
} from './options.js';
import { readStrokeOrderFields, STROKE_ORDER_FIELD_NAMES } from './request.js';
import {
  characterBox,
  compareByPosition,
  countScore,
  matchedOrderScore,
  measureStroke,
  orderScore,
  readContractDirection,
  type StrokeScoreExplanation,
  type StrokeTotalExplanation,
  type StrokeVerdict,
  strokeVerdicts,
  totalScore,
  unknownCharacterScore,
  unknownCharacterTotal,
} from './rules/index.js';

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

/** One stroke as the classifier read it, before the comparison. */
interface ReadStroke {
  readonly measures: ReturnType<typeof measureStroke>;
  readonly direction: StrokeDirection;
  readonly rule: string;
  readonly row: string | null;
  readonly readings: Readonly<Record<string, number>>;
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
  const resolved = resolveStrokeOrderOptions('explainStrokeOrder', options);
  const { now } = resolved;
  const started = startClock('stroke-order', STROKE_ORDER_FAILURE_PREFIX, now);
  const { matcher } = resolved;
  if (matcher !== undefined) {
    return runOperation(
      'stroke-order',
      STROKE_ORDER_FAILURE_PREFIX,
      request,
      (input, issues) => validatePlainly(input, issues, undefined, matcher),
      (values) =>
        withWarnings(
          explainMatched(values, matcher, () => elapsedMs(started, now())),
          fieldWarnings(request, STROKE_ORDER_FIELD_NAMES),
        ),
    );
  }
  const known = resolved.unknownCharacter === 'error' ? resolved.table : undefined;
  return runOperation(
    'stroke-order',
    STROKE_ORDER_FAILURE_PREFIX,
    request,
    (input, issues) => validatePlainly(input, issues, known),
    (values) =>
      withWarnings(
        explainValues(values, resolved, () => elapsedMs(started, now())),
        fieldWarnings(request, STROKE_ORDER_FIELD_NAMES),
      ),
  );
}

interface PlainValues {
  readonly character: string;
  readonly difficultyLevel: number;
  readonly strokes: readonly Stroke[];
}

/** The request read plainly: the same fields, the strokes checked by the plain reading. */
function validatePlainly(
  input: unknown,
  issues: Issues,
  known: ReferenceTable | undefined,
  matcher?: StrokeMatcher,
): PlainValues | undefined {
  const fields = readStrokeOrderFields(input, issues, known);
  if (!fields) return undefined;
  // rules geometry.bounds, geometry.data (checked before a point is read)
  if (matcher !== undefined && matcherRefuses(fields.character, fields.strokes, matcher, issues)) return undefined;
  const strokes = checkStrokes(fields.strokes, 'strokes', issues);
  return strokes && { ...fields, strokes };
}

/** rules stroke.direction.*: each stroke read in order; a stroke without points fails (stroke.score.empty-stroke). */
function readStrokes(
  strokes: readonly Stroke[],
  classifier: StrokeClassifier | undefined,
  entry: ReferenceEntry | undefined,
): ReadStroke[] {
  const box: CharacterBox | undefined = classifier && characterBox(strokes);
  return strokes.map((points, index) => {
    if (points.length === 0) fail(emptyStrokeMessage(index + 1));
    const measures = measureStroke(points);
    if (classifier === undefined || box === undefined) {
      const reading = readContractDirection(measures);
      const { points: count, straight, path, curvature, angle } = measures;
      return { measures, ...reading, readings: { points: count, straight, path, curvature, angle } };
    }
    // The classifier sees what the reference accepts here, as evaluateStrokeOrder shows it.
    const context = strokeContext(index, box, strokes, entry);
    const { direction, rule, measures: readings } = classifier.read(points, context);
    checkDirection(direction, index, classifier.name);
    return { measures, direction, rule, row: null, readings: { ...readings } };
  });
}

function explainValues(
  { character, difficultyLevel, strokes }: PlainValues,
  options: ResolvedStrokeOrderOptions,
  elapsed: () => number,
): ExplainedStrokeOrder {
  // rule: stroke.reference: only the table's own keys are characters.
  const entry = checkedEntry('explainStrokeOrder', options.table, character);
  const read = readStrokes(strokes, options.classifier, entry);
  const directions = read.map((stroke) => stroke.direction);
  const header = {
    classifier: options.classifier?.name ?? 'contract',
    comparison: options.comparison === undefined ? ('position' as const) : ('given' as const),
  };
  if (entry === undefined) {
    const unknown = unknownCharacterScore(character);
    return {
      data: unknownCharacterData(character, directions, elapsed()),
      explanation: {
        ...header,
        reference: { character, found: false, sequence: [], count: null },
        strokes: read.map((stroke, i) => strokeExplanation(stroke, i, { expected: null, matched: null })),
        count: unknown,
        order: { ...unknown, matches: null },
        total: unknownCharacterTotal(character),
      },
    };
  }
  if (entry.sequence.length === 0) fail(emptyReferenceMessage(character));
  const compared = checkedComparison(
    ((options.comparison as StrokeComparison | undefined) ?? compareByPosition)(directions, entry),
    entry.sequence.length,
  );
  const count = countScore(directions.length, entry.count);
  const order = orderScore(compared.matches, entry.sequence.length);
  const total = totalScore(order.clamped, count.clamped, difficultyLevel);
  return {
    data: strokeOrderData(
      character,
      total.value,
      order.value,
      count.value,
      entry.count,
      directions,
      entry.sequence,
      compared.errors,
      elapsed(),
    ),
    explanation: {
      ...header,
      reference: { character, found: true, sequence: [...entry.sequence], count: entry.count },
      strokes: explainEach(read, entry, compared, options.comparison === undefined),
      count,
      order: { ...order, matches: compared.matches },
      total,
    },
  };
}

/** The explanation under a whole-character matcher: its steps make the order, the contract's rules the rest. */
function explainMatched(
  { character, difficultyLevel, strokes }: PlainValues,
  matcher: StrokeMatcher,
  elapsed: () => number,
): ExplainedStrokeOrder {
  // rule: stroke.score.order (a plug-in's result is checked before it is scored)
  const result = checkedMatch(matcher.match(strokes, character), matcher.name);
  const standard = result.expected.length;
  const count = countScore(result.strokes.length, standard);
  const order = matchedOrderScore(result.steps);
  const total = totalScore(order.clamped, count.clamped, difficultyLevel);
  return {
    data: withMatchFields(
      strokeOrderData(
        character,
        total.value,
        order.value,
        count.value,
        standard,
        result.strokes.map((stroke) => stroke.direction),
        result.expected,
        result.errors,
        elapsed(),
      ),
      result.fields,
      matcher.name,
    ),
    explanation: {
      classifier: matcher.name,
      comparison: 'matcher',
      reference: { character, found: true, sequence: [...result.expected], count: standard },
      strokes: result.strokes.map((stroke, i) => {
        const { direction, rule, measures, expected, matched } = stroke;
        const read = { measures: measureStroke(strokes[i]!), direction, rule, row: null, readings: { ...measures } };
        return strokeExplanation(read, i, { expected, matched });
      }),
      count,
      order: { ...order, matches: result.strokes.filter((stroke) => stroke.matched).length },
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
