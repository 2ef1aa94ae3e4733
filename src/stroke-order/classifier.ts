// The classifier hook of stroke order: the contract's direction rules as one StrokeClassifier,
// and the types an opt-in classifier (such as handwriting-scoring/strokes' shape classifier) fills.

import type { StrokePoint } from '../pen.js';
import { pyMax } from '../python-float.js';
import { DIRECTION_THRESHOLDS, type ReferenceEntry, type StrokeDirection } from './constants.js';
import { directionOfMeasures } from './direction.js';
import { acceptedAt } from './entry.js';

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

/**
 * The context of stroke `index` of `strokes`, with what `entry` accepts at that position when
 * there is one: the same for evaluateStrokeOrder and its explanation.
 */
export function strokeContext(
  index: number,
  box: CharacterBox,
  strokes: readonly (readonly StrokePoint[])[],
  entry: ReferenceEntry | undefined,
): StrokeContext {
  const expected = acceptedAt(entry, index);
  return expected === undefined ? { index, box, strokes } : { index, box, strokes, expected };
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

/** Sum of neighbour distances in order (rule stroke.direction.curvature), as the pen reader sums it. */
function pathLength(points: readonly StrokePoint[]): number {
  let path = 0;
  for (let j = 1; j < points.length; j++) {
    const dx = points[j]!.x - points[j - 1]!.x;
    const dy = points[j]!.y - points[j - 1]!.y;
    path += Math.sqrt(dx * dx + dy * dy);
  }
  return path;
}

/** The rule id that decides a stroke with these measures, in the order the contract tests them. */
function contractRule(points: number, straight: number, curvature: number): string {
  if (points < 2) return 'stroke.direction.few-points';
  if (straight < DIRECTION_THRESHOLDS.dotDistance) return 'stroke.direction.short';
  // rule: stroke.direction.turning (a hook too, when the stroke ends higher than it starts)
  if (curvature > DIRECTION_THRESHOLDS.curvature) return 'stroke.direction.turning';
  return 'stroke.direction.angle';
}

/**
 * The contract's classifier (rules stroke.direction.*), as a StrokeClassifier: the same
 * directions, bit for bit, as the default path of evaluateStrokeOrder.
 *
 * @example
 * const reading = CONTRACT_CLASSIFIER.read(
 *   [{ x: 0, y: 0, timestamp: 0 }, { x: 100, y: 0, timestamp: 1 }],
 *   { index: 0, box: { minX: 0, minY: 0, maxX: 100, maxY: 0 } },
 * );
 * reading.direction; // 'horizontal', rule 'stroke.direction.angle'
 */
export const CONTRACT_CLASSIFIER: StrokeClassifier = {
  name: 'contract',
  classify(points) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    return directionOfMeasures(points.length, last.x - first.x, last.y - first.y, pathLength(points));
  },
  read(points) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const dx = last.x - first.x;
    const dy = last.y - first.y;
    const path = pathLength(points);
    const straight = Math.sqrt(dx * dx + dy * dy);
    const curvature = path / pyMax(straight, DIRECTION_THRESHOLDS.minStraight);
    return {
      direction: directionOfMeasures(points.length, dx, dy, path),
      rule: contractRule(points.length, straight, curvature),
      measures: { points: points.length, straight, path, curvature, angle: (Math.atan2(dy, dx) * 180) / Math.PI },
    };
  },
};
