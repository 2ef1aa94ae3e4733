// The stroke-order point pass: checks every point of the `strokes` field and, in the same
// pass, measures what the direction rules read of each stroke (rules stroke.direction.*).

import { checkedPoint, readStrokeRows, type StrokePoint } from '../../core/points.js';
import type { Issues } from '../../core/validation.js';

/** What the direction rules read of one stroke, measured while its points are checked. */
export interface StrokePath {
  /** How many points the stroke holds. */
  readonly points: number;
  /** The first point; 0 without points. */
  readonly firstX: number;
  readonly firstY: number;
  /** The last point; 0 without points. */
  readonly lastX: number;
  readonly lastY: number;
  /** The sum of the distances between neighbouring points, in order (rule stroke.direction.curvature). */
  readonly path: number;
}

/** Validated pen data for the contract's stroke order: each stroke's measures, no point kept. */
export interface StrokePaths {
  readonly paths: readonly StrokePath[];
}

/**
 * Reads and checks the `strokes` field (an array of arrays of StrokePoint) and measures each
 * stroke's first and last point and path length, in one pass over the points.
 */
export function readStrokePaths(value: unknown, key: string, issues: Issues): StrokePaths | undefined {
  const read = readStrokeRows(value, key, issues);
  if (read === undefined) return undefined;
  const { rows, lengths, before } = read;
  const strokeCount = rows.length;
  const paths: StrokePath[] = new Array(strokeCount);
  for (let i = 0; i < strokeCount; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const length = lengths[i]!;
    let points = 0;
    let firstX = 0;
    let firstY = 0;
    let previousX = 0;
    let previousY = 0;
    let path = 0;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y } = point;
      if (points === 0) {
        firstX = x;
        firstY = y;
      } else {
        // rule: stroke.direction.curvature (general.arithmetic: Math.sqrt(dx*dx+dy*dy), in order)
        const dx = x - previousX;
        const dy = y - previousY;
        path += Math.sqrt(dx * dx + dy * dy);
      }
      previousX = x;
      previousY = y;
      points++;
    }
    paths[i] = { points, firstX, firstY, lastX: previousX, lastY: previousY, path };
  }
  if (issues.count > before) return undefined;
  return { paths };
}

/** Every stroke's points, as copies, with the box of all of them: what an opt-in classifier reads. */
export interface StrokePointLists {
  readonly strokes: readonly (readonly StrokePoint[])[];
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/**
 * Reads and checks the `strokes` field for an opt-in stroke classifier: each stroke's points,
 * copied (a getter is read once), and the box of every point. The default stroke order reads
 * {@link readStrokePaths} instead, which keeps no point.
 */
export function readStrokePointLists(value: unknown, key: string, issues: Issues): StrokePointLists | undefined {
  const read = readStrokeRows(value, key, issues);
  if (read === undefined) return undefined;
  const { rows, lengths, before } = read;
  const strokes: StrokePoint[][] = [];
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const points: StrokePoint[] = [];
    strokes.push(points);
    if (row === undefined) continue;
    const length = lengths[i]!;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y, timestamp, pressure } = point;
      points.push(pressure === undefined ? { x, y, timestamp } : { x, y, timestamp, pressure });
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (issues.count > before) return undefined;
  return { strokes, minX, maxX, minY, maxY };
}
