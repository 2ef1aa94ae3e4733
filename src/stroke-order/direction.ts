// Per-stroke direction detection (contract, decisions S3).

import type { PenData } from '../pen.js';
import { DIRECTION_THRESHOLDS, type StrokeDirection } from './constants.js';

/**
 * Classifies points `from` to `to` (exclusive) of `pen` as one direction. The caller
 * guarantees at least one point; a stroke of one point is a dot.
 */
export function detectDirection(pen: PenData, from: number, to: number): StrokeDirection {
  if (to - from < 2) return 'dot';
  const { xs, ys } = pen;
  const dx = xs[to - 1]! - xs[from]!;
  const dy = ys[to - 1]! - ys[from]!;
  const straight = Math.sqrt(dx * dx + dy * dy);
  if (straight < DIRECTION_THRESHOLDS.dotDistance) return 'dot';
  let path = 0;
  for (let i = from + 1; i < to; i++) {
    const sx = xs[i]! - xs[i - 1]!;
    const sy = ys[i]! - ys[i - 1]!;
    path += Math.sqrt(sx * sx + sy * sy);
  }
  const curvature = path / Math.max(straight, DIRECTION_THRESHOLDS.minStraight);
  if (curvature > DIRECTION_THRESHOLDS.curvature) return dy > 0 ? 'turning' : 'hook';
  return directionOfAngle((Math.atan2(dy, dx) * 180) / Math.PI);
}

/** The direction of a straight stroke at `angle` degrees (y grows downward). */
export function directionOfAngle(angle: number): StrokeDirection {
  if (angle >= -20 && angle <= 20) return 'horizontal';
  if (angle >= 70 && angle <= 110) return 'vertical';
  if (angle >= 120 && angle <= 170) return 'left_falling';
  if (angle > 20 && angle < 70) return 'right_falling';
  if (angle >= -70 && angle < -20) return 'rising';
  return 'left_falling';
}
