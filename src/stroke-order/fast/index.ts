// evaluateStrokeOrder, the tuned path: one pass over the points measures what the direction
// rules read (paths.ts), then direction.ts reads each stroke and the scores follow. The plain
// reading (rules/) is its check; the request, options and response are the folder's bottom's.

import { elapsedMs } from '../../core/elapsed.js';
import { fail, runOperation, startClock, type UnknownOr } from '../../core/operation.js';
import type { Stroke } from '../../core/points.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import type { Issues } from '../../core/validation.js';
import type { ReferenceEntry, ReferenceTable, StrokeDirection } from '../constants.js';
import { STROKE_DIRECTIONS } from '../constants.js';
import {
  checkDirection,
  checkedComparison,
  type StrokeClassifier,
  type StrokeComparison,
  type StrokeComparisonResult,
  type StrokeOrderData,
  type StrokeOrderError,
  type StrokeOrderRequest,
  strokeOrderData,
  unknownCharacterData,
} from '../contract.js';
import { strokeContext } from '../entry.js';
import { checkedMatch, matcherRefuses, type StrokeMatcher, withMatchFields } from '../matcher.js';
import { emptyReferenceMessage, emptyStrokeMessage, mismatchTail, STROKE_ORDER_FAILURE_PREFIX } from '../messages.js';
import {
  checkedEntry,
  type EvaluateStrokeOrderOptions,
  resolveStrokeOrderOptions,
  type StrokeOrderResult,
} from '../options.js';
import { readStrokeOrderFields } from '../request.js';
import {
  COUNT_PENALTY_PER_STROKE,
  FULL_SCORE,
  ORDER_WEIGHT_BASE,
  ORDER_WEIGHT_PER_LEVEL,
  SCORE_DECIMALS,
} from '../rule-numbers.js';
import { readStrokePaths, readStrokePointLists, type StrokePaths, type StrokePointLists } from './paths.js';

/** The request's fields the scoring reads. */
interface StrokeOrderFields {
  readonly character: string;
  readonly difficultyLevel: number;
}

/** Validated values: the reduced pen data on the default path, every point for a classifier. */
type StrokeOrderValues = StrokeOrderFields &
  (
    | { readonly pen: StrokePaths; readonly lists?: undefined }
    | { readonly pen?: undefined; readonly lists: StrokePointLists }
  );

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
  const {
    now,
    table,
    classifier,
    comparison = comparePositions,
    unknownCharacter,
    matcher,
  } = resolveStrokeOrderOptions('evaluateStrokeOrder', options);
  const started = startClock('stroke-order', STROKE_ORDER_FAILURE_PREFIX, now);
  if (matcher !== undefined) {
    return runOperation(
      'stroke-order',
      STROKE_ORDER_FAILURE_PREFIX,
      request,
      (input, issues) => readStrokeOrderRequest(input, issues, true, undefined, matcher),
      (values) => scoreMatched(values, values.lists!.strokes, matcher, started, now),
    );
  }
  const known = unknownCharacter === 'error' ? table : undefined;
  return runOperation(
    'stroke-order',
    STROKE_ORDER_FAILURE_PREFIX,
    request,
    classifier === undefined && known === undefined
      ? readPenRequest
      : (input, issues) => readStrokeOrderRequest(input, issues, classifier !== undefined, known),
    (values) => {
      const reference = checkedEntry('evaluateStrokeOrder', table, values.character);
      const directions = values.pen
        ? detectDirections(values.pen)
        : classifyDirections(values.lists, classifier!, reference);
      return scoreStrokeOrder(values, directions, reference, comparison as StrokeComparison, started, now);
    },
  );
}

/** Reads the request of the default path: the reduced pen data, any character (no per-call closure). */
function readPenRequest(input: unknown, issues: Issues): StrokeOrderValues | undefined {
  return readStrokeOrderRequest(input, issues, false, undefined);
}

/** Reads the request; the strokes as every point and the box with `keepPoints` (for a classifier). */
function readStrokeOrderRequest(
  input: unknown,
  issues: Issues,
  keepPoints: boolean,
  known: ReferenceTable | undefined,
  matcher?: StrokeMatcher,
): StrokeOrderValues | undefined {
  const fields = readStrokeOrderFields(input, issues, known);
  if (!fields) return undefined;
  // rules geometry.bounds, geometry.data (checked before a point is read)
  if (matcher !== undefined && matcherRefuses(fields.character, fields.strokes, matcher, issues)) return undefined;
  // Built field by field: spreading into a new object costs more than the scoring.
  const { character, difficultyLevel, strokes } = fields;
  if (keepPoints) {
    const lists = readStrokePointLists(strokes, 'strokes', issues);
    return lists && { character, difficultyLevel, lists };
  }
  const pen = readStrokePaths(strokes, 'strokes', issues);
  return pen && { character, difficultyLevel, pen };
}

/** Every stroke's direction; a stroke without points fails the call (rule stroke.score.empty-stroke). */
function detectDirections({ directions, firstEmpty }: StrokePaths): StrokeDirection[] {
  // rule: stroke.score.empty-stroke
  if (firstEmpty >= 0) fail(emptyStrokeMessage(firstEmpty + 1));
  return directions;
}

/**
 * Reads every stroke's direction with `classifier`, in the frame of the character's box, with
 * the directions the reference accepts at each position; a stroke without points fails the
 * call (rule stroke.score.empty-stroke), and so does a direction the classifier made up.
 */
function classifyDirections(
  lists: StrokePointLists,
  classifier: StrokeClassifier,
  reference: ReferenceEntry | undefined,
): StrokeDirection[] {
  const { strokes, minX, minY, maxX, maxY } = lists;
  const box = { minX, minY, maxX, maxY };
  const directions: StrokeDirection[] = new Array(strokes.length);
  for (let i = 0; i < strokes.length; i++) {
    const points = strokes[i]!;
    if (points.length === 0) fail(emptyStrokeMessage(i + 1));
    const direction = classifier.classify(points, strokeContext(i, box, strokes, reference));
    checkDirection(direction, i, classifier.name);
    directions[i] = direction;
  }
  return directions;
}

/**
 * The contract's comparison (rule stroke.score.order): position by position over the shorter
 * sequence, one error per mismatch. A direction listed in the entry's `alternatives` at that
 * position also matches (rule strokes.alternatives); the contract's table lists none.
 */
export function comparePositions(actual: readonly StrokeDirection[], entry: ReferenceEntry): StrokeComparisonResult {
  const expected = entry.sequence;
  const errors: StrokeOrderError[] = [];
  let matches = 0;
  const compared = Math.min(actual.length, expected.length);
  for (let i = 0; i < compared; i++) {
    const want = expected[i]!;
    const got = actual[i]!;
    if (want === got || entry.alternatives?.[i]?.includes(got)) matches++;
    else
      errors.push({
        stroke_index: i + 1,
        expected: want,
        actual: got,
        message: `${STROKE_NUMBER_PREFIXES[i] ?? `第${i + 1}`}${MISMATCH_TAILS[want][got]}`,
      });
  }
  return { matches, errors };
}

/** Scores validated values; `now` is read for `inference_time_ms` (from `started`), last of all. */
function scoreStrokeOrder(
  { character, difficultyLevel }: StrokeOrderFields,
  directions: StrokeDirection[],
  reference: ReferenceEntry | undefined,
  comparison: StrokeComparison,
  started: number,
  now: () => number,
): StrokeOrderData {
  if (reference === undefined) return unknownCharacterData(character, directions, elapsedMs(started, now()));
  const expected = reference.sequence;
  if (expected.length === 0) fail(emptyReferenceMessage(character));
  const { matches, errors } = checkedComparison(comparison(directions, reference), expected.length);
  return scoredData(
    character,
    difficultyLevel,
    (matches / expected.length) * FULL_SCORE,
    reference.count,
    directions,
    expected,
    errors,
    started,
    now,
  );
}

/** Scores with a whole-character matcher: order from the full score by the matcher's steps, floored at 0. */
function scoreMatched(
  { character, difficultyLevel }: StrokeOrderFields,
  strokes: readonly Stroke[],
  matcher: StrokeMatcher,
  started: number,
  now: () => number,
): StrokeOrderData {
  // rule: stroke.score.order (a plug-in's result is checked before it is scored)
  const {
    strokes: read,
    expected,
    steps,
    errors,
    fields,
  } = checkedMatch(matcher.match(strokes, character), matcher.name);
  let order = FULL_SCORE;
  for (const step of steps) order += step.delta;
  const directions = read.map((stroke) => stroke.direction);
  const standard = expected.length;
  const data = scoredData(
    character,
    difficultyLevel,
    pyMax(0, order),
    standard,
    directions,
    expected,
    errors,
    started,
    now,
  );
  return withMatchFields(data, fields, matcher.name);
}

/**
 * The scores of a character with a reference: count by rule stroke.score.count; rule
 * stroke.score.total: the total from the unrounded parts, each part rounded on its own;
 * `now` is read for `inference_time_ms` (from `started`), last of all.
 */
function scoredData(
  character: string,
  difficultyLevel: number,
  order: number,
  standard: number,
  directions: StrokeDirection[],
  expected: readonly StrokeDirection[],
  errors: readonly StrokeOrderError[],
  started: number,
  now: () => number,
): StrokeOrderData {
  const count = pyMax(0, FULL_SCORE - COUNT_PENALTY_PER_STROKE * Math.abs(directions.length - standard));
  const weightOrder = ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL * difficultyLevel;
  const weightCount = 1 - weightOrder;
  const total = round(order * weightOrder + count * weightCount, SCORE_DECIMALS);
  const orderScore = round(order, SCORE_DECIMALS);
  const countScore = round(count, SCORE_DECIMALS);
  return strokeOrderData(
    character,
    total,
    orderScore,
    countScore,
    standard,
    directions,
    expected,
    errors,
    elapsedMs(started, now()),
  );
}

/**
 * `第1` to `第32`, each message's start (rule stroke.messages), made once: made per message, such
 * a two-character string is looked up in the engine's table of internalized strings, a
 * measurable share of a short call. A later stroke's is made per message.
 */
const STROKE_NUMBER_PREFIXES: readonly string[] = /* @__PURE__ */ Array.from({ length: 32 }, (_, i) => `第${i + 1}`);

/**
 * Every mismatch message after its stroke number (rule stroke.messages), made once: a message
 * is then one concatenation instead of four (messages.ts's mismatchMessage, built the same way).
 */
const MISMATCH_TAILS: Readonly<Record<StrokeDirection, Readonly<Record<StrokeDirection, string>>>> =
  /* @__PURE__ */ mismatchTails();

function mismatchTails(): Record<StrokeDirection, Record<StrokeDirection, string>> {
  const tails = {} as Record<StrokeDirection, Record<StrokeDirection, string>>;
  for (const expected of STROKE_DIRECTIONS) {
    const row = {} as Record<StrokeDirection, string>;
    for (const actual of STROKE_DIRECTIONS) row[actual] = mismatchTail(expected, actual);
    tails[expected] = row;
  }
  return tails;
}
