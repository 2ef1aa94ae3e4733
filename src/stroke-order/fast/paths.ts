// The stroke-order point pass: checks every point of the `strokes` field and, in the same
// pass, measures what the direction rules read of each stroke (rules stroke.direction.*).

import { checkedPoint, isPenPoint, type PointFields, readStrokeRows, type StrokePoint } from '../../core/points.js';
import type { Issues } from '../../core/validation.js';
import type { StrokeDirection } from '../constants.js';
import { directionOfMeasures } from './direction.js';

/** Validated pen data for the contract's stroke order: each stroke's direction, no point kept. */
export interface StrokePaths {
  /**
   * Each stroke's direction by the contract's rules (stroke.direction.*), read from its first
   * and last point and path length as the pass ends the stroke; none for a stroke without points.
   */
  readonly directions: StrokeDirection[];
  /** The 0-based index of the first stroke without points (rule stroke.score.empty-stroke), or -1. */
  readonly firstEmpty: number;
}

/**
 * Reads and checks the `strokes` field (an array of arrays of StrokePoint) and, in the same pass
 * over the points, measures each stroke's first and last point and path length and reads its
 * direction from them: no record of a stroke is made, only its direction (the measures were
 * ten objects a call).
 */
export function readStrokePaths(value: unknown, key: string, issues: Issues): StrokePaths | undefined {
  const read = readStrokeRows(value, key, issues);
  if (read === undefined) return undefined;
  const { rows, lengths, before } = read;
  const strokeCount = rows.length;
  const directions: StrokeDirection[] = new Array(strokeCount);
  let firstEmpty = -1;
  for (let i = 0; i < strokeCount; i++) {
    // A stroke that is no array has length 0 and an issue listed, so no result is given.
    const length = lengths[i]!;
    if (length > 0) directions[i] = strokeDirection(rows[i]!, length, key, i, issues);
    else if (firstEmpty < 0) firstEmpty = i;
  }
  if (issues.count > before) return undefined;
  return { directions, firstEmpty };
}

/**
 * The direction of stroke `i` (`row`, `length` points, at least one), every point checked and a
 * point that fails reported. While the stroke has a point that fails, its direction is never read
 * (readStrokePaths then gives no result), so `length` is its number of points.
 *
 * The loop over the points holds no call: at the first point that fails it stops, and
 * reportFrom checks and reports the rest. A call in the loop, even one never made, had V8 keep
 * the previous point and the path on the stack, so that every point waited for the path to be
 * stored and loaded again.
 */
function strokeDirection(
  row: readonly unknown[],
  length: number,
  key: string,
  i: number,
  issues: Issues,
): StrokeDirection {
  // The first point, read on its own so that the loop starts from it; a point that fails is
  // reported by reportFrom.
  const first: unknown = row[0];
  if (typeof first !== 'object' || first === null || Array.isArray(first))
    return reportFrom(row, 0, length, key, i, issues);
  const { x: firstX, y: firstY, timestamp: firstTimestamp, pressure: firstPressure } = first as PointFields;
  if (!isPenPoint(firstX, firstY, firstTimestamp, firstPressure)) return reportFrom(row, 0, length, key, i, issues);
  // isPenPoint held: both coordinates are numbers.
  let previousX = firstX as number;
  let previousY = firstY as number;
  let path = 0;
  let j = 1;
  for (; j < length; j++) {
    // isPenPoint's test (core/points.ts, rule general.validation) written out: inlined from a
    // shared function, it keeps the same checks but makes the point loop measurably slower
    // (docs/performance.md, "Figures behind the code"). The plain reading's checkStrokes is
    // the check of this one, and the equivalence tests hold them to the same issues.
    const point: unknown = row[j];
    if (typeof point === 'object' && point !== null && !Array.isArray(point)) {
      const { x, y, timestamp, pressure } = point as PointFields;
      if (
        typeof x === 'number' &&
        typeof y === 'number' &&
        typeof timestamp === 'number' &&
        x - x + (y - y) + (timestamp - Math.trunc(timestamp)) === 0 &&
        (pressure === undefined || (typeof pressure === 'number' && pressure >= 0 && pressure <= 1))
      ) {
        const px = x;
        const py = y;
        // rule: stroke.direction.curvature (general.arithmetic: Math.sqrt(dx*dx+dy*dy), in order)
        const dx = px - previousX;
        const dy = py - previousY;
        path += Math.sqrt(dx * dx + dy * dy);
        previousX = px;
        previousY = py;
        continue;
      }
    }
    return reportFrom(row, j, length, key, i, issues);
  }
  return directionOfMeasures(length, previousX - (firstX as number), previousY - (firstY as number), path);
}

/**
 * Checks points `from` to `length` - 1 of stroke `i` and reports each that fails, as
 * checkedPoint does; their stroke's direction is never read, so it gives a stand-in.
 */
function reportFrom(
  row: readonly unknown[],
  from: number,
  length: number,
  key: string,
  i: number,
  issues: Issues,
): StrokeDirection {
  for (let j = from; j < length; j++) checkedPoint(row, i, j, key, issues);
  return 'dot';
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
