import type { UnknownOr } from '../../core/operation.js';
import { round } from '../../core/round.js';
import { QUALITY_DIMENSIONS, type QualityDimension } from '../constants.js';
import type { EvaluateWritingQualityOptions, WritingQualityData, WritingQualityRequest } from '../contract.js';
import type { QualityFieldsOf, WritingQualityOptions } from '../matcher.js';
import { runWritingQuality, type WritingQualityReading } from '../pipeline.js';
import type { QualityRequestValues } from '../request.js';
import { type PointCloud, readPointCloud } from './cloud.js';
import { aestheticsScore, normativeScore, spacingScore, structureScore } from './dimensions.js';

type WritingQualityValues = QualityRequestValues<PointCloud>;

/**
 * Rates handwriting from pen data in four dimensions: structure, spacing, normative, aesthetics.
 *
 * @throws {ValidationError} when the request breaks a field constraint (nothing is scored).
 * @example
 * const data = evaluateWritingQuality({
 *   strokes: [[{ x: 0, y: 0, timestamp: 0, pressure: 0.4 }, { x: 100, y: 100, timestamp: 90, pressure: 0.6 }]],
 * });
 * data.dimensions.aesthetics; // 100
 *
 * With the options of `geometric(charData, { character })` from 'handwriting-scoring/geometry'
 * (and `box`, `strictness` if wanted) it rates against the character's own strokes (rules
 * geometry.quality.*), and the data adds `stroke_quality` and `character_quality`.
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link WritingQualityRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}). */
export function evaluateWritingQuality<T, O extends WritingQualityOptions = EvaluateWritingQualityOptions>(
  request: UnknownOr<T, WritingQualityRequest>,
  options?: O,
): WritingQualityData & QualityFieldsOf<O>;
export function evaluateWritingQuality(request: unknown, options?: unknown): WritingQualityData {
  return runWritingQuality('evaluateWritingQuality', FAST_WRITING_QUALITY, request, options);
}

/** The fast reading of the writing-quality rules: one pass over the points, then each dimension from its sums. */
const FAST_WRITING_QUALITY: WritingQualityReading<PointCloud, WritingQualityData> = {
  hook: 'evaluateQuality',
  readStrokes: readPointCloud,
  rate: scoreWritingQuality,
};

function scoreWritingQuality({ strokes: pen, eval_dimensions }: WritingQualityValues): WritingQualityData {
  // rule: quality.dimensions: the recognised requested names, once each, in the fixed order.
  const requested = QUALITY_DIMENSIONS.filter((name) => eval_dimensions.includes(name));
  if (pen.pointCount === 0 || requested.length === 0) return { total_score: 0, dimensions: {} };
  const dimensions: Partial<Record<QualityDimension, number>> = {};
  let sum = 0;
  for (const name of requested) {
    const value = round(DIMENSION_SCORES[name](pen), 1);
    dimensions[name] = value;
    sum += value;
  }
  // rule: quality.total: the mean of the already rounded values.
  return { total_score: round(sum / requested.length, 1), dimensions };
}

/** The rule of each dimension. */
const DIMENSION_SCORES: Readonly<Record<QualityDimension, (cloud: PointCloud) => number>> = {
  structure: structureScore,
  spacing: spacingScore,
  normative: normativeScore,
  aesthetics: aestheticsScore,
};
