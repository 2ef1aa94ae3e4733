// The writing-quality point pass: checks every point of the `strokes` field and, in the same
// pass, gathers what the quality rules read of the pooled points (rule quality.points).

import {
  checkedPoint,
  DEFAULT_PRESSURE,
  type PointFields,
  readStrokeRows,
  reportPoint,
  type StrokePoint,
  type StrokeRows,
} from '../../core/points.js';
import type { Issues } from '../../core/validation.js';
import type { Moments } from './settle.js';

/**
 * The distances between the first points of consecutive strokes that hold points, in stroke
 * order, and their sum taken in that order.
 */
export interface StartDistances {
  readonly distances: readonly number[];
  readonly sum: number;
}

/** What the quality rules read of validated pen data: every point pooled in input order. */
export interface PointCloud {
  readonly pointCount: number;
  /** What rule quality.spacing reads of the first points of the strokes that hold points. */
  readonly starts: StartDistances;
  /** The bounding box of all points. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  /** Coordinate sums, summed in input order (rule general.arithmetic). */
  readonly sumX: number;
  readonly sumY: number;
  /**
   * Every pressure (0.5 where none is given) summed, and their squares summed, in input order:
   * the facts rule quality.normative's tuned path settles the score from (settle.ts).
   */
  readonly pressures: Moments;
  /** The validated strokes, for the rare score the sums cannot settle ({@link pressuresOf}). */
  readonly strokes: StrokeRows;
}

/**
 * Reads and checks the `strokes` field for writing quality: the start points, box and sums of
 * all points and the sums of their pressures, in one pass over the points.
 */
export function readPointCloud(value: unknown, key: string, issues: Issues): PointCloud | undefined {
  const read = readStrokeRows(value, key, issues);
  return read && readCloudPoints(read, key, issues);
}

/** The box and sums of all points, as {@link sumPoints} leaves them. */
interface PointSums {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  sumX: number;
  sumY: number;
  pressureSum: number;
  pressureSquares: number;
}

/** The point pass of {@link readPointCloud}: the sums of {@link sumPoints}, then the start points. */
function readCloudPoints(strokes: StrokeRows, key: string, issues: Issues): PointCloud | undefined {
  const sums = sumPoints(strokes, key, issues);
  const { rows, lengths, total, before } = strokes;
  // The rows' own issues (readStrokeRows) as well as the points'.
  if (sums === undefined || issues.count > before) return undefined;
  const { minX, maxX, minY, maxY, sumX, sumY, pressureSum, pressureSquares } = sums;
  return {
    // Every point was valid, so all of them were read.
    pointCount: total,
    starts: startDistances(rows, lengths),
    minX,
    maxX,
    minY,
    maxY,
    sumX,
    sumY,
    pressures: { count: total, sum: pressureSum, squares: pressureSquares },
    strokes,
  };
}

/**
 * Checks every point and sums them, or returns undefined once a point fails. Its loop holds no
 * call: at the first point that fails it stops, and reportFrom reports that point and checks the
 * rest. With checkedPoint in the loop, the call to reportPoint inside it (never made for a valid
 * point) has V8 keep the eight sums on the stack, stored and loaded again at every point, a
 * large share of the pass. The sums are written to the result after each stroke, not once after
 * the last: V8 compiles a long loop while its first call still runs (on-stack replacement), and
 * an operation after the loop that has not run yet (the issue count, the result's fields) lacks
 * type feedback, so that compiled code would end at the end of every later call and be entered
 * again (a deoptimization loop, `--trace-deopt`). Written per stroke, the stores have run by the
 * time the loop is compiled, and only the return follows the loop. Figures in
 * docs/performance.md, "Figures behind the code".
 */
function sumPoints({ rows, lengths }: StrokeRows, key: string, issues: Issues): PointSums | undefined {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let sumX = 0;
  let sumY = 0;
  let pressureSum = 0;
  let pressureSquares = 0;
  const sums: PointSums = { minX, maxX, minY, maxY, sumX, sumY, pressureSum, pressureSquares };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const length = lengths[i]!;
    for (let j = 0; j < length; j++) {
      // isPenPoint's test (core/points.ts, rule general.validation) written out, on the fields
      // read first, once, as checkedPoint reads them: inlined from the shared function, it
      // makes this loop measurably slower (docs/performance.md, "Figures behind the code").
      const point: unknown = row[j];
      if (typeof point === 'object' && point !== null && !Array.isArray(point)) {
        const { x: testedX, y: testedY, timestamp, pressure: testedPressure } = point as PointFields;
        if (
          typeof testedX === 'number' &&
          typeof testedY === 'number' &&
          typeof timestamp === 'number' &&
          testedX - testedX + (testedY - testedY) + (timestamp - Math.trunc(timestamp)) === 0 &&
          (testedPressure === undefined ||
            (typeof testedPressure === 'number' && testedPressure >= 0 && testedPressure <= 1))
        ) {
          // Read again once tested, as the pass has always read a point (a getter sees the same
          // calls); V8 loads a plain field once all the same.
          const { x, y, pressure } = point as StrokePoint;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
          sumX += x;
          sumY += y;
          // rule: quality.normative (a point without pressure counts as 0.5)
          const p = pressure === undefined ? DEFAULT_PRESSURE : pressure;
          pressureSum += p;
          pressureSquares += p * p;
          continue;
        }
      }
      return reportFrom(rows, lengths, i, j, point, key, issues);
    }
    sums.minX = minX;
    sums.maxX = maxX;
    sums.minY = minY;
    sums.maxY = maxY;
    sums.sumX = sumX;
    sums.sumY = sumY;
    sums.pressureSum = pressureSum;
    sums.pressureSquares = pressureSquares;
  }
  return sums;
}

/**
 * Reports point `j` of stroke `i` (`point`, which failed the pass's test), then checks every
 * point after it with {@link checkedPoint}: the issues the pass lists, in the same order. A
 * pass with a broken point has no result, but every point is read as the pass reads it.
 */
function reportFrom(
  rows: StrokeRows['rows'],
  lengths: StrokeRows['lengths'],
  i: number,
  j: number,
  point: unknown,
  key: string,
  issues: Issues,
): undefined {
  reportPoint(issues, [key, i, j], point);
  for (let s = i, from = j + 1; s < rows.length; s++, from = 0) {
    const row = rows[s];
    if (row === undefined) continue;
    for (let k = from; k < lengths[s]!; k++) {
      const valid = checkedPoint(row, s, k, key, issues);
      // Read again as for the sums, so that a getter sees the calls it sees in the pass.
      if (valid !== undefined) void [valid.x, valid.y, valid.pressure];
    }
  }
  return undefined;
}

/** Every pressure of a cloud's points (0.5 where none is given), read again in input order. */
export function pressuresOf({ strokes: { rows, lengths } }: PointCloud): number[] {
  const pressures: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as readonly StrokePoint[];
    for (let j = 0; j < lengths[i]!; j++) {
      const { pressure } = row[j]!;
      pressures.push(pressure === undefined ? DEFAULT_PRESSURE : pressure);
    }
  }
  return pressures;
}

/**
 * The distances between the first points of consecutive strokes that hold points (rule
 * quality.spacing, Math.sqrt(dx * dx + dy * dy) as rule general.arithmetic has it) and their
 * sum in order, read once the pass found every point valid, so each such stroke's first point
 * is its point 0. Gathering the points inside the point loop would put the lists' growth in the
 * hottest loop, and keeping two lists of the points for spacingScore to read costs more than
 * this second, short pass (figures in docs/performance.md, "Figures behind the code").
 */
function startDistances(rows: StrokeRows['rows'], lengths: StrokeRows['lengths']): StartDistances {
  const distances: number[] = [];
  let sum = 0;
  let previousX = 0;
  let previousY = 0;
  let started = false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === undefined || lengths[i] === 0) continue;
    const first = row[0] as StrokePoint;
    const x = first.x;
    const y = first.y;
    if (started) {
      const dx = x - previousX;
      const dy = y - previousY;
      const distance = Math.sqrt(dx * dx + dy * dy);
      distances.push(distance);
      sum += distance;
    }
    started = true;
    previousX = x;
    previousY = y;
  }
  return { distances, sum };
}
