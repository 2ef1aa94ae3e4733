// The plain reading of rule quality.points: every point of every stroke pooled in input order,
// the box, its centre and the centroid, and the start points rule quality.spacing reads.

import { distance, type Point } from '../../core/distance.js';
import { DEFAULT_PRESSURE, type Stroke } from '../../core/points.js';

/** One pen point as the quality rules pool it: its pressure filled in (rule quality.normative). */
export interface PooledPoint {
  readonly x: number;
  readonly y: number;
  readonly pressure: number;
}

/** The smallest box holding every point, with its width and height (rule quality.points). */
export interface PointsBox {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  readonly width: number;
  readonly height: number;
}

export type { Point } from '../../core/distance.js';

// rule: quality.points: every point of every stroke, in order, pooled.

/** Every point of every stroke in input order, a missing pressure read as 0.5. */
export function poolPoints(strokes: readonly Stroke[]): PooledPoint[] {
  const pooled: PooledPoint[] = [];
  for (const stroke of strokes) {
    for (const { x, y, pressure } of stroke) pooled.push({ x, y, pressure: pressure ?? DEFAULT_PRESSURE });
  }
  return pooled;
}

/** The bounding box of the pooled points (at least one). */
export function boundingBox(points: readonly PooledPoint[]): PointsBox {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const { x, y } of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, maxX, minY, maxY, width: maxX - minX, height: maxY - minY };
}

/** The centroid: the coordinates summed in input order, divided by the count (rule general.arithmetic). */
export function centroid(points: readonly PooledPoint[]): Point {
  let sumX = 0;
  let sumY = 0;
  for (const { x, y } of points) {
    sumX += x;
    sumY += y;
  }
  return { x: sumX / points.length, y: sumY / points.length };
}

/** The box centre. */
export function boxCentre(box: PointsBox): Point {
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

/** The first point of each stroke that holds points (rule quality.spacing). */
export function startPoints(strokes: readonly Stroke[]): Point[] {
  const starts: Point[] = [];
  for (const stroke of strokes) {
    const first = stroke[0];
    if (first !== undefined) starts.push({ x: first.x, y: first.y });
  }
  return starts;
}

/** The distance of each start point from the one before it. */
export function startDistances(starts: readonly Point[]): number[] {
  const distances: number[] = [];
  for (let i = 1; i < starts.length; i++) distances.push(distance(starts[i - 1]!, starts[i]!));
  return distances;
}
