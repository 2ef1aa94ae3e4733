// The four writing-quality dimensions (contract table, decisions W1-W3), each floored at 0
// before rounding. Every function takes pen data with at least one point.

import { type PenData, STROKE_RECORD, STROKE_STRIDE } from '../pen.js';
import { populationStd } from '../statistics.js';
import { SINGLE_STROKE_SPACING } from './constants.js';

/** 100 minus 60 × (centroid to box-centre distance) / max(diagonal / 4, 1). */
export function structureScore(pen: PenData): number {
  const width = pen.maxX - pen.minX;
  const height = pen.maxY - pen.minY;
  const dx = pen.sumX / pen.pointCount - (pen.minX + pen.maxX) / 2;
  const dy = pen.sumY / pen.pointCount - (pen.minY + pen.maxY) / 2;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const maxOffset = Math.sqrt(width * width + height * height) / 4;
  return Math.max(0, 100 - (60 * distance) / Math.max(maxOffset, 1));
}

/** 100 minus 80 × CV of the distances between consecutive non-empty strokes' first points. */
export function spacingScore(pen: PenData): number {
  const { strokes, strokeCount } = pen;
  const distances: number[] = [];
  let previous = -1;
  for (let record = 0; record < strokeCount * STROKE_STRIDE; record += STROKE_STRIDE) {
    if (strokes[record + STROKE_RECORD.points] === 0) continue;
    if (previous >= 0) {
      const dx = strokes[record + STROKE_RECORD.firstX]! - strokes[previous + STROKE_RECORD.firstX]!;
      const dy = strokes[record + STROKE_RECORD.firstY]! - strokes[previous + STROKE_RECORD.firstY]!;
      distances.push(Math.sqrt(dx * dx + dy * dy));
    }
    previous = record;
  }
  if (distances.length === 0) return SINGLE_STROKE_SPACING;
  const { mean, std } = populationStd(distances);
  return Math.max(0, 100 - 80 * (std / Math.max(mean, 1)));
}

/** 100 minus 200 × the population standard deviation of every pressure (read with `pressures: true`). */
export function normativeScore(pen: PenData): number {
  return Math.max(0, 100 - 200 * pen.pressureStd);
}

/** 100 minus 50 × |width / max(height, 1) − 1|. */
export function aestheticsScore(pen: PenData): number {
  const width = pen.maxX - pen.minX;
  const height = pen.maxY - pen.minY;
  return Math.max(0, 100 - 50 * Math.abs(width / Math.max(height, 1) - 1));
}
