// Distances as rule general.arithmetic writes them: `Math.sqrt(dx*dx + dy*dy)`, never
// `Math.hypot` (which may differ in the last bit), and sums taken in input order.

/** A point of the plane; y grows downward. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The straight distance of two points (rule general.arithmetic). */
export function distance(from: Point, to: Point): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** The sum of the distances between neighbouring points, in order (rule stroke.direction.curvature). */
export function pathLength(points: readonly Point[]): number {
  let path = 0;
  for (let i = 1; i < points.length; i++) path += distance(points[i - 1]!, points[i]!);
  return path;
}
