// rule geometry.misplaced: whether two strokes cross, each as its resampled polyline; a stroke
// that crosses the same neighbours as its reference stroke does keeps its place in the
// character's structure, however a hand has stretched that part.

import type { Samples } from './resample.js';

/** Which side of the line through (ax, ay) and (bx, by) the point (px, py) lies on: -1, 0 or 1. */
function side(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  return Math.sign((bx - ax) * (py - ay) - (by - ay) * (px - ax));
}

/** Whether the polylines `u` and `v` (x and y interleaved) cross or touch. */
export function cross(u: Samples, v: Samples): boolean {
  for (let i = 2; i < u.length; i += 2) {
    const ax = u[i - 2]!;
    const ay = u[i - 1]!;
    const bx = u[i]!;
    const by = u[i + 1]!;
    for (let j = 2; j < v.length; j += 2) {
      const cx = v[j - 2]!;
      const cy = v[j - 1]!;
      const dx = v[j]!;
      const dy = v[j + 1]!;
      if (
        side(ax, ay, bx, by, cx, cy) !== side(ax, ay, bx, by, dx, dy) &&
        side(cx, cy, dx, dy, ax, ay) !== side(cx, cy, dx, dy, bx, by)
      )
        return true;
    }
  }
  return false;
}
