// The plain reading of a stroke's direction (rules stroke.direction.*): the contract's measures
// of a stroke, then one function per rule, tried in the rules' order; the first that applies
// decides and says which row of its rule did. Each rule's test and their order are the bottom's
// (direction-rules.ts), which the contract's classifier names its rule with.

import { angleOf } from '../../core/angle.js';
import { distance, pathLength } from '../../core/distance.js';
import type { StrokePoint } from '../../core/points.js';
import { pyMax } from '../../core/python-float.js';
import { DIRECTION_THRESHOLDS, type StrokeDirection } from '../constants.js';
import type { CharacterBox } from '../contract.js';
import { ANGLE_RULE, DIRECTION_RULE_TESTS } from '../direction-rules.js';
import {
  HORIZONTAL_FROM,
  HORIZONTAL_TO,
  LEFT_FALLING_FROM,
  LEFT_FALLING_TO,
  MIN_POINTS,
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
  // rule: stroke.direction.angle: atan2 in degrees
  const angle = angleOf(dx, dy);
  return { points: points.length, dx, dy, straight, path, curvature, angle };
}

/** The contract's direction of a measured stroke, with the rule and row that decided. */
export function readContractDirection(measures: StrokeMeasures): ContractReading {
  return fewPoints(measures) ?? short(measures) ?? turning(measures) ?? byAngle(measures);
}

/** rule: stroke.direction.few-points: fewer than MIN_POINTS points is a dot. */
function fewPoints(measures: StrokeMeasures): ContractReading | undefined {
  return DIRECTION_RULE_TESTS['stroke.direction.few-points'](measures)
    ? { direction: 'dot', rule: 'stroke.direction.few-points', row: `points < ${MIN_POINTS}: dot` }
    : undefined;
}

/** rule: stroke.direction.short: a straight distance under the dot distance is a dot. */
function short(measures: StrokeMeasures): ContractReading | undefined {
  if (!DIRECTION_RULE_TESTS['stroke.direction.short'](measures)) return undefined;
  const row = `straight < ${asWritten(DIRECTION_THRESHOLDS.dotDistance)}: dot`;
  return { direction: 'dot', rule: 'stroke.direction.short', row };
}

/** rule: stroke.direction.turning: a curvature over the threshold is a turning going down, else a hook. */
function turning(measures: StrokeMeasures): ContractReading | undefined {
  if (!DIRECTION_RULE_TESTS['stroke.direction.turning'](measures)) return undefined;
  const over = `curvature > ${asWritten(DIRECTION_THRESHOLDS.curvature)}`;
  return measures.dy > 0
    ? { direction: 'turning', rule: 'stroke.direction.turning', row: `${over} and dy > 0: turning` }
    : { direction: 'hook', rule: 'stroke.direction.turning', row: `${over} and dy <= 0: hook` };
}

/** rule: stroke.direction.angle: the first row of the angle table that holds. */
function byAngle({ angle }: StrokeMeasures): ContractReading {
  const { row, direction } = ANGLE_ROWS.find((candidate) => candidate.holds(angle))!;
  return { direction, rule: ANGLE_RULE, row };
}

/** One row of the angle table (rule stroke.direction.angle), tested in this order. */
interface AngleRow {
  readonly row: string;
  readonly holds: (angle: number) => boolean;
  readonly direction: StrokeDirection;
}

/** rule: stroke.direction.angle: the rows in the contract's order; the last one takes the rest. */
const ANGLE_ROWS: readonly AngleRow[] = /* @__PURE__ */ angleRows();

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
