// rule: geometry.registration — the drawing brought to the reference's magnitudes before it is
// matched: moved so its box's corner is the origin and scaled so its larger extent is the
// reference box's size. Every later step (lengths, distances, the affine fit's sums of squares)
// then works on numbers near 1024, whatever the pen's units: at 1e74 times its size a sum of
// squares overflows, and at 1e-300 one underflows. The extent itself is measured after every
// coordinate is scaled by one power of two (exact), so it cannot overflow either.

import { zeros } from '../core/arrays.js';
import type { Stroke } from '../core/points.js';
import { GEOMETRY_BOX } from './constants.js';

/** The largest power-of-two exponent one multiplication may use without leaving the doubles. */
const EXPONENT_STEP = 1000;

/** `value` × 2^`exponent`, exact unless the result leaves the normal doubles. */
function timesPowerOfTwo(value: number, exponent: number): number {
  let out = value;
  let left = exponent;
  while (left !== 0) {
    const step = Math.max(-EXPONENT_STEP, Math.min(EXPONENT_STEP, left));
    out *= 2 ** step;
    left -= step;
  }
  return out;
}

/**
 * Each stroke's points as x and y interleaved, moved and scaled so that the box of the whole
 * drawing runs from 0 to GEOMETRY_BOX.size along its larger extent (the shape and the aspect
 * kept); a drawing without extent (every point in one place) lies at the origin.
 */
export function normalisedStrokes(strokes: readonly Stroke[]): number[][] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const points of strokes) {
    for (const { x, y } of points) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const largest = Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY));
  // Scaled by 2^-exponent every coordinate lies within ±2, its extent within 4.
  // A drawing without points has no box (its bounds stay infinite): it has nothing to scale.
  const exponent = largest > 0 && largest < Number.POSITIVE_INFINITY ? Math.floor(Math.log2(largest)) : 0;
  const left = timesPowerOfTwo(minX, -exponent);
  const top = timesPowerOfTwo(minY, -exponent);
  const extent = Math.max(timesPowerOfTwo(maxX, -exponent) - left, timesPowerOfTwo(maxY, -exponent) - top);
  const factor = extent > 0 ? GEOMETRY_BOX.size / extent : 0;
  // One multiplication a coordinate unless the power of two is beyond one step (subnormal or huge drawings).
  const scale = Math.abs(exponent) <= EXPONENT_STEP ? 2 ** -exponent : 0;
  const scaled = (value: number): number => (scale > 0 ? value * scale : timesPowerOfTwo(value, -exponent));
  return strokes.map((points) => {
    const xy = zeros(2 * points.length);
    for (let i = 0; i < points.length; i++) {
      xy[2 * i] = (scaled(points[i]!.x) - left) * factor;
      xy[2 * i + 1] = (scaled(points[i]!.y) - top) * factor;
    }
    return xy;
  });
}
