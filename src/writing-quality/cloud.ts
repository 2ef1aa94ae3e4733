// The writing-quality point pass: checks every point of the `strokes` field and, in the same
// pass, gathers what the quality rules read of the pooled points (rule quality.points).

import { checkedPoint, DEFAULT_PRESSURE, readStrokeRows, type StrokePoint, type StrokeRows } from '../pen.js';
import { borrowScratch, releaseScratch } from '../scratch.js';
import { populationStd } from '../statistics.js';
import type { Issues } from '../validation.js';

/** What the quality rules read of validated pen data: every point pooled in input order. */
export interface PointCloud {
  readonly pointCount: number;
  /**
   * The first point of each stroke that holds points, in stroke order (rule quality.spacing),
   * as two lists: objects made here cost the bench a measured 10-20%.
   */
  readonly startXs: readonly number[];
  readonly startYs: readonly number[];
  /** The bounding box of all points. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  /** Coordinate sums, summed in input order (rule general.arithmetic). */
  readonly sumX: number;
  readonly sumY: number;
  /**
   * The population standard deviation of every pressure, 0.5 where none is given, in input
   * order (rule quality.normative, general.arithmetic); 0 unless asked for. It is taken at the
   * end of the pass, while the pressures are at hand: taken later, in the scoring, writing
   * quality measured about 15% slower.
   */
  readonly pressureStd: number;
}

const NO_PRESSURES: Float64Array = /* @__PURE__ */ new Float64Array(0);

/**
 * Reads and checks the `strokes` field for writing quality: the start points, box and sums of
 * all points and, with `keepPressures`, the pressures' deviation, in one pass over the points.
 */
export function readPointCloud(
  value: unknown,
  key: string,
  issues: Issues,
  keepPressures: boolean,
): PointCloud | undefined {
  const read = readStrokeRows(value, key, issues);
  if (read === undefined) return undefined;
  // The deviation needs every pressure twice (its mean first), so they are kept meanwhile.
  const pressures = keepPressures && read.total > 0 ? borrowScratch(read.total) : NO_PRESSURES;
  try {
    return readCloudPoints(read, pressures, keepPressures, key, issues);
  } finally {
    releaseScratch(pressures);
  }
}

/** The point pass of {@link readPointCloud}. */
function readCloudPoints(
  { rows, lengths, before }: StrokeRows,
  pressures: Float64Array,
  keepPressures: boolean,
  key: string,
  issues: Issues,
): PointCloud | undefined {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  let sumX = 0;
  let sumY = 0;
  let pressureSum = 0;
  let n = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === undefined) continue;
    const length = lengths[i]!;
    for (let j = 0; j < length; j++) {
      const point = checkedPoint(row, i, j, key, issues);
      if (point === undefined) continue;
      const { x, y, pressure } = point;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      sumX += x;
      sumY += y;
      if (keepPressures) {
        // rule: quality.normative (a point without pressure counts as 0.5)
        const p = pressure === undefined ? DEFAULT_PRESSURE : pressure;
        pressures[n] = p;
        pressureSum += p;
      }
      n++;
    }
  }
  if (issues.list.length > before) return undefined;
  const { startXs, startYs } = startPoints(rows, lengths);
  return {
    pointCount: n,
    startXs,
    startYs,
    minX,
    maxX,
    minY,
    maxY,
    sumX,
    sumY,
    // Every point was valid, so all `total` places are filled.
    pressureStd: keepPressures && n > 0 ? populationStd(pressures, pressureSum).std : 0,
  };
}

/**
 * The first point of each stroke that holds points, read once the pass found every point
 * valid, so it is each such stroke's point 0. Gathering them inside the point loop made the
 * whole of writing quality about 15% slower (bench, medians of 7 alternating runs): the lists'
 * growth sat in the hottest loop.
 */
function startPoints(
  rows: StrokeRows['rows'],
  lengths: StrokeRows['lengths'],
): { startXs: number[]; startYs: number[] } {
  const startXs: number[] = [];
  const startYs: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (row === undefined || lengths[i] === 0) continue;
    const first = row[0] as StrokePoint;
    startXs.push(first.x);
    startYs.push(first.y);
  }
  return { startXs, startYs };
}
