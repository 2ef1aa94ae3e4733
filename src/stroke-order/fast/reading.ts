// The fast reading of stroke order, as the pipeline (../pipeline.ts) runs it: the default path
// reads each stroke's direction in its point pass (paths.ts, direction.ts) and keeps no point;
// every score is a plain number. The plain reading (rules/) is its check.

import { fail } from '../../core/operation.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import { type ReferenceEntry, STROKE_DIRECTIONS, type StrokeDirection } from '../constants.js';
import {
  checkDirection,
  type StrokeClassifier,
  type StrokeComparisonResult,
  type StrokeOrderError,
} from '../contract.js';
import { strokeContext } from '../entry.js';
import { emptyStrokeMessage, mismatchTail } from '../messages.js';
import type { StrokeOrderReading } from '../pipeline.js';
import {
  COUNT_PENALTY_PER_STROKE,
  FULL_SCORE,
  ORDER_WEIGHT_BASE,
  ORDER_WEIGHT_PER_LEVEL,
  SCORE_DECIMALS,
} from '../rule-numbers.js';
import { readStrokePaths, readStrokePointLists, type StrokePaths, type StrokePointLists } from './paths.js';

/** The fast reading's types: directions read in the point pass, scores as numbers. */
export interface FastStrokeOrderTypes {
  readonly pen: StrokePaths;
  readonly points: StrokePointLists;
  readonly strokes: StrokeDirection[];
  /** A score floored at 0, unrounded. */
  readonly score: number;
  /** The total, rounded. */
  readonly total: number;
}

/** The fast reading of the stroke-order rules, what evaluateStrokeOrder runs. */
export const FAST_STROKE_ORDER: StrokeOrderReading<FastStrokeOrderTypes> = {
  readPen: readStrokePaths,
  readPoints: readStrokePointLists,
  strokesOf: (points) => points.strokes,
  readContract: detectDirections,
  readClassified: classifyDirections,
  directionsOf: (directions) => directions,
  compare: comparePositions,
  // rule: stroke.score.count
  countScore: (received, expected) => pyMax(0, FULL_SCORE - COUNT_PENALTY_PER_STROKE * Math.abs(received - expected)),
  // rule: stroke.score.order
  orderScore: (matches, expected) => (matches / expected) * FULL_SCORE,
  matchedOrderScore(steps) {
    let order = FULL_SCORE;
    for (const step of steps) order += step.delta;
    return pyMax(0, order);
  },
  clamped: (score) => score,
  rounded: (score) => round(score, SCORE_DECIMALS),
  // rule: stroke.score.total: the total from the unrounded parts
  totalScore(order, count, difficultyLevel) {
    const weightOrder = ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL * difficultyLevel;
    const weightCount = 1 - weightOrder;
    return round(order * weightOrder + count * weightCount, SCORE_DECIMALS);
  },
  roundedTotal: (total) => total,
};

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
