// Strokes drawn in a 0..100 character frame, shared by the shape classifier's tests.
import type { StrokePoint } from '../../core/points.js';
import type { StrokeContext } from '../../stroke-order/contract.js';

/** A stroke through the corners given in a 0..100 frame, sampled every `step` units. */
export function stroke(corners: readonly (readonly [number, number])[], step = 2): StrokePoint[] {
  const points: StrokePoint[] = [];
  for (let c = 1; c < corners.length; c++) {
    const [ax, ay] = corners[c - 1]!;
    const [bx, by] = corners[c]!;
    const parts = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
    for (let i = c === 1 ? 0 : 1; i <= parts; i++) {
      points.push({ x: ax + ((bx - ax) * i) / parts, y: ay + ((by - ay) * i) / parts, timestamp: points.length * 8 });
    }
  }
  return points;
}
/** A character frame of 0..100 (the box of every point of the character). */
export const FRAME: StrokeContext = { index: 0, box: { minX: 0, minY: 0, maxX: 100, maxY: 100 } };
/** A 横, rising a little to the right. */
export const HORIZONTAL = stroke([
  [10, 50],
  [90, 46],
]);
/** A 竖, straight down. */
export const VERTICAL = stroke([
  [50, 10],
  [50, 90],
]);
/** 口's 横折: an L whose path over chord is at most √2, which the contract reads as right_falling. */
export const HENG_ZHE = stroke([
  [20, 20],
  [80, 20],
  [80, 80],
]); /** 横折钩: a 横折 with a short hook at the end. */
export const HENG_ZHE_GOU = stroke([
  [20, 20],
  [80, 20],
  [80, 85],
  [72, 78],
]);
