// The four writing-quality dimensions (contract table, decisions W1-W3), each on 0-100
// before rounding. Every function takes pen data with at least one point.

import type { PenData } from '../pen.js';
import { populationStd } from '../statistics.js';
import { SINGLE_STROKE_SPACING } from './constants.js';

/** The pooled points' bounding box and centroid (decisions W1). */
export interface PointSummary {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
  readonly meanX: number;
  readonly meanY: number;
}

/** Summarises every point in one pass; never spreads the arrays (a million points is fine). */
export function summarisePoints(pen: PenData): PointSummary {
  const { xs, ys } = pen;
  const n = xs.length;
  let minX = xs[0]!;
  let maxX = minX;
  let minY = ys[0]!;
  let maxY = minY;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x < minX) minX = x;
    else if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    else if (y > maxY) maxY = y;
    sumX += x;
    sumY += y;
  }
  return { minX, maxX, minY, maxY, meanX: sumX / n, meanY: sumY / n };
}

/** 100 minus 60 × (centroid to box-centre distance) / max(diagonal / 4, 1). */
export function structureScore(s: PointSummary): number {
  const width = s.maxX - s.minX;
  const height = s.maxY - s.minY;
  const dx = s.meanX - (s.minX + s.maxX) / 2;
  const dy = s.meanY - (s.minY + s.maxY) / 2;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const maxOffset = Math.sqrt(width * width + height * height) / 4;
  return Math.max(0, 100 - (60 * distance) / Math.max(maxOffset, 1));
}

/** 100 minus 80 × CV of the distances between consecutive non-empty strokes' first points. */
export function spacingScore(pen: PenData): number {
  const { xs, ys, strokeStarts, strokeCount } = pen;
  const distances: number[] = [];
  let previous = -1;
  for (let i = 0; i < strokeCount; i++) {
    const start = strokeStarts[i]!;
    if (start === strokeStarts[i + 1]) continue;
    if (previous >= 0) {
      const dx = xs[start]! - xs[previous]!;
      const dy = ys[start]! - ys[previous]!;
      distances.push(Math.sqrt(dx * dx + dy * dy));
    }
    previous = start;
  }
  if (distances.length === 0) return SINGLE_STROKE_SPACING;
  const { mean, std } = populationStd(distances);
  return Math.max(0, 100 - 80 * (std / Math.max(mean, 1)));
}

/** 100 minus 200 × the population standard deviation of every pressure. */
export function normativeScore(pen: PenData): number {
  return Math.max(0, 100 - 200 * populationStd(pen.pressures).std);
}

/** 100 minus 50 × |width / max(height, 1) − 1|. */
export function aestheticsScore(s: PointSummary): number {
  const width = s.maxX - s.minX;
  const height = s.maxY - s.minY;
  return Math.max(0, 100 - 50 * Math.abs(width / Math.max(height, 1) - 1));
}
