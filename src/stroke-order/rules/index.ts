// The plain reading of the stroke-order rules (rules stroke.*):
// one small function per rule, in the rules' order and with their arithmetic, each recording
// what it decided. No reduced records and no fused passes: a reader checks each function
// against its rule line by line. The fast path (paths.ts, direction.ts, evaluate.ts) must
// agree with it exactly; the equivalence tests hold them equal.

import { distance, pathLength } from '../../core/distance.js';
import { type ExplanationStep, noteNumber } from '../../core/explanation.js';
import type { StrokePoint } from '../../core/points.js';
import { pyMax } from '../../core/python-float.js';
import { round } from '../../core/round.js';
import { DIRECTION_THRESHOLDS, type ReferenceEntry, type StrokeDirection } from '../constants.js';
import type { CharacterBox, StrokeComparisonResult, StrokeOrderError } from '../contract.js';
import { mismatchMessage } from '../messages.js';
import {
  COUNT_PENALTY_PER_STROKE,
  FULL_SCORE,
  HORIZONTAL_FROM,
  HORIZONTAL_TO,
  LEFT_FALLING_FROM,
  LEFT_FALLING_TO,
  MIN_POINTS,
  ORDER_WEIGHT_BASE,
  ORDER_WEIGHT_PER_LEVEL,
  RIGHT_FALLING_FROM,
  RIGHT_FALLING_TO,
  RISING_FROM,
  RISING_TO,
  VERTICAL_FROM,
  VERTICAL_TO,
} from '../rule-numbers.js';

/** The contract's measures of one stroke (rules stroke.direction.*). */
export interface StrokeMeasures {
  /** How many points the stroke holds. */
  readonly points: number;
  /** First to last point, x and y (y grows downward). */
  readonly dx: number;
  readonly dy: number;
  /** The straight distance from the first to the last point. */
  readonly straight: number;
  /** The sum of the distances between neighbouring points, in order. */
  readonly path: number;
  /** `path / max(straight, 1.0)`. */
  readonly curvature: number;
  /** `atan2(dy, dx)` in degrees. */
  readonly angle: number;
}

/** The contract's reading of one stroke: its direction, the rule and the table row that decided. */
export interface ContractReading {
  readonly direction: StrokeDirection;
  readonly rule: string;
  /** The row of the rule that decided, written out. */
  readonly row: string;
}

/** The contract's measures of a stroke of at least one point. */
export function measureStroke(points: readonly StrokePoint[]): StrokeMeasures {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const dx = last.x - first.x;
  const dy = last.y - first.y;
  const straight = distance(first, last);
  const path = pathLength(points);
  // rule: stroke.direction.curvature: divided by a straight distance of at least 1.0
  const curvature = path / pyMax(straight, DIRECTION_THRESHOLDS.minStraight);
  return { points: points.length, dx, dy, straight, path, curvature, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** One row of the angle table (rule stroke.direction.angle), tested in this order. */
interface AngleRow {
  readonly row: string;
  readonly holds: (angle: number) => boolean;
  readonly direction: StrokeDirection;
}

/** rule: stroke.direction.angle: the rows in the contract's order; the last one takes the rest. */
export const ANGLE_ROWS: readonly AngleRow[] = /* @__PURE__ */ angleRows();

function angleRows(): AngleRow[] {
  const [h0, h1, v0, v1] = [HORIZONTAL_FROM, HORIZONTAL_TO, VERTICAL_FROM, VERTICAL_TO];
  const [l0, l1, r0, r1, s0, s1] = [
    LEFT_FALLING_FROM,
    LEFT_FALLING_TO,
    RIGHT_FALLING_FROM,
    RIGHT_FALLING_TO,
    RISING_FROM,
    RISING_TO,
  ];
  return [
    { row: `${h0} <= angle <= ${h1}: horizontal`, holds: (a) => a >= h0 && a <= h1, direction: 'horizontal' },
    { row: `${v0} <= angle <= ${v1}: vertical`, holds: (a) => a >= v0 && a <= v1, direction: 'vertical' },
    { row: `${l0} <= angle <= ${l1}: left_falling`, holds: (a) => a >= l0 && a <= l1, direction: 'left_falling' },
    { row: `${r0} < angle < ${r1}: right_falling`, holds: (a) => a > r0 && a < r1, direction: 'right_falling' },
    { row: `${s0} <= angle < ${s1}: rising`, holds: (a) => a >= s0 && a < s1, direction: 'rising' },
    { row: 'any other angle: left_falling', holds: () => true, direction: 'left_falling' },
  ];
}

/** A threshold as the rules write it: a whole number with one decimal (5.0). */
function asWritten(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** The contract's direction of a measured stroke, with the rule and row that decided. */
export function readContractDirection(measures: StrokeMeasures): ContractReading {
  // rule: stroke.direction.few-points
  if (measures.points < MIN_POINTS) {
    return { direction: 'dot', rule: 'stroke.direction.few-points', row: `points < ${MIN_POINTS}: dot` };
  }
  // rule: stroke.direction.short
  if (measures.straight < DIRECTION_THRESHOLDS.dotDistance) {
    return {
      direction: 'dot',
      rule: 'stroke.direction.short',
      row: `straight < ${asWritten(DIRECTION_THRESHOLDS.dotDistance)}: dot`,
    };
  }
  // rule: stroke.direction.turning
  if (measures.curvature > DIRECTION_THRESHOLDS.curvature) {
    const over = `curvature > ${asWritten(DIRECTION_THRESHOLDS.curvature)}`;
    return measures.dy > 0
      ? { direction: 'turning', rule: 'stroke.direction.turning', row: `${over} and dy > 0: turning` }
      : { direction: 'hook', rule: 'stroke.direction.turning', row: `${over} and dy <= 0: hook` };
  }
  const { row, direction } = ANGLE_ROWS.find((candidate) => candidate.holds(measures.angle))!;
  return { direction, rule: 'stroke.direction.angle', row };
}

/** The box of every point of every stroke (the frame a classifier reads a stroke in). */
export function characterBox(strokes: readonly (readonly StrokePoint[])[]): CharacterBox {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (const { x, y } of stroke) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return { minX, minY, maxX, maxY };
}

/**
 * rule: stroke.score.order (and strokes.alternatives): position by position over the shorter
 * sequence; a position matches when the direction is the reference's or one of its
 * alternatives there; one error per other position.
 */
export function compareByPosition(actual: readonly StrokeDirection[], entry: ReferenceEntry): StrokeComparisonResult {
  const errors: StrokeOrderError[] = [];
  let matches = 0;
  for (let i = 0; i < actual.length && i < entry.sequence.length; i++) {
    const expected = entry.sequence[i]!;
    const got = actual[i]!;
    const accepted = got === expected || (entry.alternatives?.[i] ?? []).includes(got);
    if (accepted) matches += 1;
    else errors.push({ stroke_index: i + 1, expected, actual: got, message: mismatchMessage(i + 1, expected, got) });
  }
  return { matches, errors };
}

/** How one score of stroke order was made: `start` plus the steps gives `unclamped`. */
export interface StrokeScoreExplanation {
  readonly start: number;
  readonly steps: readonly ExplanationStep[];
  /** `start` plus every step's `delta`, in order. */
  readonly unclamped: number;
  /** `unclamped` floored at 0. */
  readonly clamped: number;
  /** `round(clamped, 1)`: the number in `data`. */
  readonly value: number;
}

/** rule: stroke.score.count: the full score less so much per stroke of difference, floored at 0. */
export function countScore(received: number, expected: number): StrokeScoreExplanation {
  const difference = Math.abs(received - expected);
  const penalty = COUNT_PENALTY_PER_STROKE * difference;
  return score(FULL_SCORE, [
    {
      rule: 'stroke.score.count',
      delta: penalty === 0 ? 0 : -penalty,
      note: `写了${received}笔，标准${expected}笔，相差${difference}笔，每笔扣${COUNT_PENALTY_PER_STROKE}分`,
    },
  ]);
}

/** rule: stroke.score.order: matches / reference length × the full score. */
export function orderScore(matches: number, expected: number): StrokeScoreExplanation {
  return score(0, [
    {
      rule: 'stroke.score.order',
      delta: (matches / expected) * FULL_SCORE,
      note: `标准${expected}笔中有${matches}笔方向对上，得 ${matches} ÷ ${expected} × ${FULL_SCORE} 分`,
    },
  ]);
}

/** Order under a whole-character matcher: the full score plus the matcher's steps (its own rules), floored at 0. */
export function matchedOrderScore(steps: readonly ExplanationStep[]): StrokeScoreExplanation {
  return score(FULL_SCORE, steps);
}

/** rule: stroke.score.unknown-character: a character outside the table gets the full score. */
export function unknownCharacterScore(character: string): StrokeScoreExplanation {
  return score(FULL_SCORE, [
    {
      rule: 'stroke.score.unknown-character',
      delta: 0,
      note: `参考笔顺表中没有“${character}”，按满分 ${FULL_SCORE} 计`,
    },
  ]);
}

/** How the total was made (rule stroke.score.total). */
export interface StrokeTotalExplanation {
  /** order ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL × difficulty_level; count the rest. `null` for a character outside the table. */
  readonly weights: { readonly order: number; readonly count: number } | null;
  /** The unrounded order and count scores the total reads. */
  readonly order: number;
  readonly count: number;
  /** `order × weights.order + count × weights.count`. */
  readonly unrounded: number;
  /** `round(unrounded, 1)`: `data.total_score`. */
  readonly value: number;
  readonly note: string;
}

/** rule: stroke.score.total: weights by difficulty level, the total from the unrounded parts. */
export function totalScore(order: number, count: number, difficultyLevel: number): StrokeTotalExplanation {
  const weightOrder = ORDER_WEIGHT_BASE + ORDER_WEIGHT_PER_LEVEL * difficultyLevel;
  const weightCount = 1 - weightOrder;
  const unrounded = order * weightOrder + count * weightCount;
  const value = round(unrounded, 1);
  return {
    weights: { order: weightOrder, count: weightCount },
    order,
    count,
    unrounded,
    value,
    note: `难度${difficultyLevel}：笔顺分 ${fmt(order)} × ${fmt(weightOrder)} + 笔画数分 ${fmt(count)} × ${fmt(weightCount)} = ${fmt(unrounded)}，保留一位小数得 ${value}`,
  };
}

/** rule: stroke.score.unknown-character: the total of a character outside the table is the full score, unweighted. */
export function unknownCharacterTotal(character: string): StrokeTotalExplanation {
  return {
    weights: null,
    order: FULL_SCORE,
    count: FULL_SCORE,
    unrounded: FULL_SCORE,
    value: FULL_SCORE,
    note: `参考笔顺表中没有“${character}”，总分按满分 ${FULL_SCORE} 计`,
  };
}

/** The steps applied in order to `start`, floored at 0, rounded to 1 decimal. */
function score(start: number, steps: readonly ExplanationStep[]): StrokeScoreExplanation {
  let unclamped = start;
  for (const { delta } of steps) unclamped += delta;
  const clamped = pyMax(0, unclamped);
  return { start, steps, unclamped, clamped, value: round(clamped, 1) };
}

/** A number for a note: at most 2 decimals (a non-finite one named, rule general.extremes). */
const fmt = noteNumber;
