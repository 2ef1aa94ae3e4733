// The four writing-quality dimensions (rules quality.structure, quality.spacing, quality.normative and quality.aesthetics), each floored at 0
// before rounding. Every function takes a point cloud with at least one point.

import { pyMax } from '../../core/python-float.js';
import { populationStd } from '../../core/statistics.js';
import { SINGLE_STROKE_SPACING } from '../constants.js';
import {
  AESTHETICS_WEIGHT,
  DIAGONAL_DIVISOR,
  DIVISOR_FLOOR,
  FULL_SCORE,
  MIN_SPACED_STROKES,
  NORMATIVE_WEIGHT,
  SPACING_WEIGHT,
  SQUARE_ASPECT_RATIO,
  STRUCTURE_WEIGHT,
} from '../rule-numbers.js';
import { type PointCloud, pressuresOf } from './cloud.js';
import { settledScore } from './settle.js';

/** 100 minus 60 × (centroid to box-centre distance) / max(diagonal / 4, 1) (rule quality.structure). */
export function structureScore(cloud: PointCloud): number {
  const width = cloud.maxX - cloud.minX;
  const height = cloud.maxY - cloud.minY;
  const dx = cloud.sumX / cloud.pointCount - (cloud.minX + cloud.maxX) / 2;
  const dy = cloud.sumY / cloud.pointCount - (cloud.minY + cloud.maxY) / 2;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const maxOffset = Math.sqrt(width * width + height * height) / DIAGONAL_DIVISOR;
  return pyMax(0, FULL_SCORE - (STRUCTURE_WEIGHT * distance) / pyMax(maxOffset, DIVISOR_FLOOR));
}

/** 100 minus 80 × CV of the distances between consecutive non-empty strokes' first points (rule quality.spacing). */
export function spacingScore({ starts: { distances, sum } }: PointCloud): number {
  // One distance fewer than there are such strokes.
  if (distances.length < MIN_SPACED_STROKES - 1) return SINGLE_STROKE_SPACING;
  const { mean, std } = populationStd(distances, sum);
  return pyMax(0, FULL_SCORE - SPACING_WEIGHT * (std / pyMax(mean, DIVISOR_FLOOR)));
}

/** 100 minus 200 × the population standard deviation of every pressure (rule quality.normative). */
export function normativeScore(cloud: PointCloud): number {
  // The pressures' one-pass sums settle the reported score but for one within about 1e-9 of a
  // rounding boundary; that one takes the rule's two passes (settle.ts).
  return (
    settledScore(cloud.pressures, normativeOfDeviation) ??
    normativeOfDeviation(populationStd(pressuresOf(cloud), cloud.pressures.sum).std)
  );
}

/** The normative score of a pressure deviation: 100 − 200 × it, floored at 0. */
function normativeOfDeviation(deviation: number): number {
  return pyMax(0, FULL_SCORE - NORMATIVE_WEIGHT * deviation);
}

/** 100 minus 50 × |width / max(height, 1) − 1| (rule quality.aesthetics). */
export function aestheticsScore(cloud: PointCloud): number {
  const width = cloud.maxX - cloud.minX;
  const height = cloud.maxY - cloud.minY;
  return pyMax(
    0,
    FULL_SCORE - AESTHETICS_WEIGHT * Math.abs(width / pyMax(height, DIVISOR_FLOOR) - SQUARE_ASPECT_RATIO),
  );
}
