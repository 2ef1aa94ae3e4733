// Per-stroke direction detection (rules stroke.direction.*).

import { angleOf, HALF_TURN_DEGREES } from '../../core/angle.js';
import { pyMax } from '../../core/python-float.js';
import { DIRECTION_THRESHOLDS, type StrokeDirection } from '../constants.js';
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
  return bandOfDelta(dx, dy) ?? directionOfAngle(angleOf(dx, dy));
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

// rule stroke.direction.angle without atan2 (an ieee754 call, a large share of a short call's
// time): the band edges lie at ±20° and ±70° from the x axis and at 110°, 70° from its
// negative half (120° and 170° part left_falling from left_falling), so a stroke's band follows
// from its slope |dy / dx| against tan 20° and tan 70°. The slope is one division, within an
// ulp of the true one (or past every edge when it overflows or underflows), and each edge slope
// is widened by a billionth either way: outside that margin the angle is at least 1.8e-8° from
// every edge while atan2(dy, dx) * 180 / π is within a few ulps (about 1e-14°) of the true
// angle, so both readings agree. Inside it, for dx of ±0 and for a NaN slope (both deltas
// infinite) bandOfDelta gives no answer and the angle is computed as the contract writes it.
// direction.test.ts checks the edges' layout and the agreement near every edge.
const MARGIN: number = 1e-9;
const LOW_BELOW: number = /* @__PURE__ */ slope(HORIZONTAL_TO, -1);
const LOW_ABOVE: number = /* @__PURE__ */ slope(HORIZONTAL_TO, 1);
const HIGH_BELOW: number = /* @__PURE__ */ slope(VERTICAL_FROM, -1);
const HIGH_ABOVE: number = /* @__PURE__ */ slope(VERTICAL_FROM, 1);

/** tan of `degrees`, moved by the margin to the side `side` (-1 or 1). */
function slope(degrees: number, side: number): number {
  return Math.tan((degrees * Math.PI) / HALF_TURN_DEGREES) * (1 + side * MARGIN);
}

/**
 * The angle band (rule stroke.direction.angle) of a straight stroke from (0, 0) to (`dx`, `dy`)
 * when its slope is clearly inside one, as {@link directionOfAngle} of atan2's angle would say;
 * `undefined` near an edge, where only the angle itself decides.
 */
export function bandOfDelta(dx: number, dy: number): StrokeDirection | undefined {
  const steep = Math.abs(dy / dx);
  if (dx > 0) {
    // -90° < angle < 90°: horizontal within ±20°, then right_falling or rising, then vertical
    // below 90° and left_falling below -70°.
    if (steep < LOW_BELOW) return 'horizontal';
    if (steep > LOW_ABOVE && steep < HIGH_BELOW) return dy > 0 ? 'right_falling' : 'rising';
    if (steep > HIGH_ABOVE) return dy > 0 ? 'vertical' : 'left_falling';
  } else if (dx < 0) {
    // 90° < angle <= 180° or -180° <= angle < -90°: vertical up to 110°, left_falling elsewhere.
    if (dy < 0 || steep < HIGH_BELOW) return 'left_falling';
    if (steep > HIGH_ABOVE) return 'vertical';
  }
  return undefined;
}
