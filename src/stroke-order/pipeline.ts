// The one run of a stroke-order evaluation, whichever reading makes its numbers: options, clock,
// validation, the matcher / classifier / contract branch, the unknown-character policy, the
// entry's check, the empty reference and the comparison's check are written here once.
// evaluateStrokeOrder runs it with the fast reading (fast/), explainStrokeOrder with the plain
// one (rules/); a reading is a StrokeOrderReading, so a reading that lacks a step of a new
// branch fails to compile, as every router of one interface must route every request.

import { elapsedMs } from '../core/elapsed.js';
import type { ExplanationStep } from '../core/explanation.js';
import { fail, runOperation, startClock } from '../core/operation.js';
import type { Stroke } from '../core/points.js';
import type { Issues } from '../core/validation.js';
import type { ReferenceEntry, ReferenceTable, StrokeDirection } from './constants.js';
import {
  checkedComparison,
  type StrokeClassifier,
  type StrokeComparison,
  type StrokeComparisonResult,
  type StrokeOrderData,
  strokeOrderData,
  unknownCharacterData,
} from './contract.js';
import {
  checkedMatch,
  matcherRefuses,
  type StrokeMatcher,
  type StrokeMatcherResult,
  withMatchFields,
} from './matcher.js';
import { emptyReferenceMessage, emptyStrokeMessage, STROKE_ORDER_FAILURE_PREFIX } from './messages.js';
import { checkedEntry, resolveStrokeOrderOptions } from './options.js';
import { readStrokeOrderFields } from './request.js';

/** The types a reading works in: what it reads of the pen, of each stroke, and how it keeps a score. */
export interface StrokeOrderReadingTypes {
  /** The pen as the contract's own direction rules read it. */
  readonly pen: unknown;
  /** The pen with every point kept, as a classifier or a matcher reads it. */
  readonly points: unknown;
  /** Every stroke as read, with its direction. */
  readonly strokes: unknown;
  /** One score of rules stroke.score.count and stroke.score.order: a number, or its steps. */
  readonly score: unknown;
  /** The total of rule stroke.score.total: a number, or its arithmetic. */
  readonly total: unknown;
}

/**
 * One reading of the stroke-order rules: every step the pipeline takes, in the reading's own
 * terms. The fast reading returns numbers, the plain one the steps that made them; the
 * pipeline decides which step runs when, so both branch alike.
 */
export interface StrokeOrderReading<T extends StrokeOrderReadingTypes> {
  /** Rule general.validation: the `strokes` field checked, read for the contract's direction rules. */
  readPen(value: unknown, key: string, issues: Issues): T['pen'] | undefined;
  /** Rule general.validation: the `strokes` field checked, every point kept. */
  readPoints(value: unknown, key: string, issues: Issues): T['points'] | undefined;
  /** Every point of every stroke, as a matcher is given them. */
  strokesOf(points: T['points']): readonly Stroke[];
  /** Rules stroke.direction.*: each stroke read by the contract's rules; a stroke without points fails (stroke.score.empty-stroke). */
  readContract(pen: T['pen']): T['strokes'];
  /**
   * Each stroke read by `classifier` in the character's box, with what `entry` accepts at its
   * position; a stroke without points fails (stroke.score.empty-stroke), and so does a
   * direction the classifier made up.
   */
  readClassified(points: T['points'], classifier: StrokeClassifier, entry: ReferenceEntry | undefined): T['strokes'];
  /** The direction of every stroke read, in writing order. */
  directionsOf(strokes: T['strokes']): StrokeDirection[];
  /** Rule stroke.score.order (and strokes.alternatives): the contract's comparison, position by position. */
  compare: StrokeComparison;
  /** Rule stroke.score.count: the full score less so much per stroke of difference, floored at 0. */
  countScore(received: number, expected: number): T['score'];
  /** Rule stroke.score.order: matches / reference length × the full score. */
  orderScore(matches: number, expected: number): T['score'];
  /** The order under a whole-character matcher: the full score plus the matcher's steps, floored at 0. */
  matchedOrderScore(steps: readonly ExplanationStep[]): T['score'];
  /** A score floored at 0, unrounded: what the total reads. */
  clamped(score: T['score']): number;
  /** A score as `data` gives it, rounded (rule stroke.score.total). */
  rounded(score: T['score']): number;
  /** Rule stroke.score.total: weights by difficulty level, the total from the unrounded parts. */
  totalScore(order: number, count: number, difficultyLevel: number): T['total'];
  /** The total as `data` gives it, rounded. */
  roundedTotal(total: T['total']): number;
}

/** How the pipeline decided: what a reading's result may show beside the data. */
export type StrokeOrderOutcome<T extends StrokeOrderReadingTypes> =
  | {
      /** Rule stroke.score.unknown-character: the character is not in the table. */
      readonly kind: 'unknown';
      readonly character: string;
      readonly strokes: T['strokes'];
      /** The classifier the options gave, undefined for the contract's rules. */
      readonly classifier: StrokeClassifier | undefined;
      /** Whether the options gave a comparison. */
      readonly givenComparison: boolean;
    }
  | {
      /** Scored against the table's entry. */
      readonly kind: 'scored';
      readonly character: string;
      readonly strokes: T['strokes'];
      readonly classifier: StrokeClassifier | undefined;
      readonly givenComparison: boolean;
      readonly entry: ReferenceEntry;
      readonly compared: StrokeComparisonResult;
      readonly count: T['score'];
      readonly order: T['score'];
      readonly total: T['total'];
    }
  | {
      /** Scored by a whole-character matcher. */
      readonly kind: 'matched';
      readonly character: string;
      /** Every point of every stroke, as the matcher was given them. */
      readonly points: readonly Stroke[];
      readonly matcher: StrokeMatcher;
      readonly match: StrokeMatcherResult;
      readonly count: T['score'];
      readonly order: T['score'];
      readonly total: T['total'];
    };

/** What the public function makes of the data and the outcome: the data itself, or the data with its explanation. */
export type StrokeOrderFinish<T extends StrokeOrderReadingTypes, Result> = (
  data: StrokeOrderData,
  outcome: StrokeOrderOutcome<T>,
) => Result;

/** The request's fields besides the strokes, and the strokes as the reading read them. */
interface ReadValues<Pen> {
  readonly character: string;
  readonly difficultyLevel: number;
  readonly pen: Pen;
}

/**
 * Runs one stroke-order evaluation with `reading`: checks the options (naming `caller`), starts
 * the clock, validates the request, reads, compares and scores it, and hands the data and how
 * it was decided to `finish`. The clock is read for `inference_time_ms` once the scores are made.
 */
export function runStrokeOrder<T extends StrokeOrderReadingTypes, Result>(
  caller: string,
  reading: StrokeOrderReading<T>,
  finish: StrokeOrderFinish<T, Result>,
  request: unknown,
  options: unknown,
): Result {
  const resolved = resolveStrokeOrderOptions(caller, options as Parameters<typeof resolveStrokeOrderOptions>[1]);
  const { now, matcher, table, classifier } = resolved;
  const started = startClock('stroke-order', STROKE_ORDER_FAILURE_PREFIX, now);
  if (matcher !== undefined) {
    return runOperation(
      'stroke-order',
      STROKE_ORDER_FAILURE_PREFIX,
      request,
      (input, issues) => readValues(input, issues, undefined, reading.readPoints, matcher),
      (values) => scoreMatched(reading, finish, values, matcher, started, now),
    );
  }
  const known = resolved.unknownCharacter === 'error' ? table : undefined;
  const givenComparison = resolved.comparison !== undefined;
  const comparison = (resolved.comparison as StrokeComparison | undefined) ?? reading.compare;
  if (classifier === undefined) {
    return runOperation(
      'stroke-order',
      STROKE_ORDER_FAILURE_PREFIX,
      request,
      (input, issues) => readValues(input, issues, known, reading.readPen),
      (values) => {
        // rule: stroke.reference: only the table's own keys are characters.
        const entry = checkedEntry(caller, table, values.character);
        const strokes = reading.readContract(values.pen);
        return scoreRead(reading, finish, values, strokes, entry, undefined, comparison, givenComparison, started, now);
      },
    );
  }
  return runOperation(
    'stroke-order',
    STROKE_ORDER_FAILURE_PREFIX,
    request,
    (input, issues) => readValues(input, issues, known, reading.readPoints),
    (values) => {
      const entry = checkedEntry(caller, table, values.character);
      const strokes = reading.readClassified(values.pen, classifier, entry);
      return scoreRead(reading, finish, values, strokes, entry, classifier, comparison, givenComparison, started, now);
    },
  );
}

/**
 * Reads the request's fields, with `known` a character outside it being an issue, and the
 * strokes with `readStrokes`; a matcher first refuses the request it cannot read.
 */
function readValues<Pen>(
  input: unknown,
  issues: Issues,
  known: ReferenceTable | undefined,
  readStrokes: (value: unknown, key: string, issues: Issues) => Pen | undefined,
  matcher?: StrokeMatcher,
): ReadValues<Pen> | undefined {
  const fields = readStrokeOrderFields(input, issues, known);
  if (!fields) return undefined;
  // rules geometry.bounds, geometry.data (checked before a point is read)
  if (matcher !== undefined && matcherRefuses(fields.character, fields.strokes, matcher, issues)) return undefined;
  // Built field by field: spreading into a new object costs more than the scoring.
  const { character, difficultyLevel } = fields;
  const pen = readStrokes(fields.strokes, 'strokes', issues);
  return pen && { character, difficultyLevel, pen };
}

/** Scores the strokes read against the entry, or gives the full marks of a character outside the table. */
function scoreRead<T extends StrokeOrderReadingTypes, Result>(
  reading: StrokeOrderReading<T>,
  finish: StrokeOrderFinish<T, Result>,
  { character, difficultyLevel }: ReadValues<unknown>,
  strokes: T['strokes'],
  entry: ReferenceEntry | undefined,
  classifier: StrokeClassifier | undefined,
  comparison: StrokeComparison,
  givenComparison: boolean,
  started: number,
  now: () => number,
): Result {
  const directions = reading.directionsOf(strokes);
  if (entry === undefined) {
    const data = unknownCharacterData(character, directions, elapsedMs(started, now()));
    return finish(data, { kind: 'unknown', character, strokes, classifier, givenComparison });
  }
  const expected = entry.sequence;
  if (expected.length === 0) fail(emptyReferenceMessage(character));
  // rule: stroke.score.order (a plug-in's result is checked before it is scored)
  const compared = checkedComparison(comparison(directions, entry), expected.length);
  const count = reading.countScore(directions.length, entry.count);
  const order = reading.orderScore(compared.matches, expected.length);
  const total = reading.totalScore(reading.clamped(order), reading.clamped(count), difficultyLevel);
  const data = strokeOrderData(
    character,
    reading.roundedTotal(total),
    reading.rounded(order),
    reading.rounded(count),
    entry.count,
    directions,
    expected,
    compared.errors,
    elapsedMs(started, now()),
  );
  return finish(data, {
    kind: 'scored',
    character,
    strokes,
    classifier,
    givenComparison,
    entry,
    compared,
    count,
    order,
    total,
  });
}

/** Scores with a whole-character matcher: its steps make the order, the contract's rules the count and total. */
function scoreMatched<T extends StrokeOrderReadingTypes, Result>(
  reading: StrokeOrderReading<T>,
  finish: StrokeOrderFinish<T, Result>,
  { character, difficultyLevel, pen }: ReadValues<T['points']>,
  matcher: StrokeMatcher,
  started: number,
  now: () => number,
): Result {
  const points = reading.strokesOf(pen);
  // rule: stroke.score.empty-stroke, whether or not the matcher checks it
  const empty = points.findIndex((stroke) => stroke.length === 0);
  if (empty >= 0) fail(emptyStrokeMessage(empty + 1));
  // rule: stroke.score.order (a plug-in's result is checked before it is scored)
  const match = checkedMatch(matcher.match(points, character), matcher.name, points.length);
  const standard = match.expected.length;
  const count = reading.countScore(match.strokes.length, standard);
  const order = reading.matchedOrderScore(match.steps);
  const total = reading.totalScore(reading.clamped(order), reading.clamped(count), difficultyLevel);
  const data = strokeOrderData(
    character,
    reading.roundedTotal(total),
    reading.rounded(order),
    reading.rounded(count),
    standard,
    match.strokes.map((stroke) => stroke.direction),
    match.expected,
    match.errors,
    elapsedMs(started, now()),
  );
  return finish(withMatchFields(data, match.fields, matcher.name), {
    kind: 'matched',
    character,
    points,
    matcher,
    match,
    count,
    order,
    total,
  });
}
