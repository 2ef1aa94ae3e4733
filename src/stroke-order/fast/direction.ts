// Per-stroke direction detection (rules stroke.direction.*).

import { pyMax } from '../../core/python-float.js';
import { DIRECTION_THRESHOLDS, type StrokeDirection } from '../constants.js';
import {
  HALF_TURN_DEGREES,
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

/**
 * The contract's direction of a stroke of `points` points, from its first to its last point
 * (`dx`, `dy`) and the sum of its neighbour distances (`path`).
 */
export function directionOfMeasures(points: number, dx: number, dy: number, path: number): StrokeDirection {
  // rule: stroke.direction.few-points
  if (points < MIN_POINTS) return 'dot';
  const straight = Math.sqrt(dx * dx + dy * dy);
  // rule: stroke.direction.short
  if (straight < DIRECTION_THRESHOLDS.dotDistance) return 'dot';
  // rule: stroke.direction.curvature, stroke.direction.turning
  const curvature = path / pyMax(straight, DIRECTION_THRESHOLDS.minStraight);
  if (curvature > DIRECTION_THRESHOLDS.curvature) return dy > 0 ? 'turning' : 'hook';
  // rule: stroke.direction.angle
  return directionOfAngle((Math.atan2(dy, dx) * HALF_TURN_DEGREES) / Math.PI);
}

/** The direction of a straight stroke at `angle` degrees (y grows downward). */
export function directionOfAngle(angle: number): StrokeDirection {
  if (angle >= HORIZONTAL_FROM && angle <= HORIZONTAL_TO) return 'horizontal';
  if (angle >= VERTICAL_FROM && angle <= VERTICAL_TO) return 'vertical';
  if (angle >= LEFT_FALLING_FROM && angle <= LEFT_FALLING_TO) return 'left_falling';
  if (angle > RIGHT_FALLING_FROM && angle < RIGHT_FALLING_TO) return 'right_falling';
  if (angle >= RISING_FROM && angle < RISING_TO) return 'rising';
  return 'left_falling';
}
