import { runOperation, type UnknownOr } from '../../core/operation.js';
import { checkNoOptions } from '../../core/options.js';
import type { Stroke } from '../../core/points.js';
import { round } from '../../core/round.js';
import { type FieldSpec, type FieldValues, type Issues, readFields, readObject } from '../../core/validation.js';
import { QUALITY_DIMENSIONS, type QualityDimension, WRITING_QUALITY_FAILURE_PREFIX } from '../constants.js';
import { type PointCloud, readPointCloud } from './cloud.js';
import { aestheticsScore, normativeScore, spacingScore, structureScore } from './dimensions.js';

/** The scalar fields of WritingQualityRequest with their constraints; `strokes` is read apart. */
export const WRITING_QUALITY_REQUEST_FIELDS = {
  reference_char: { type: 'string', nullMeansAbsent: true },
  eval_dimensions: { type: 'string-list', default: QUALITY_DIMENSIONS },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** A request to rate handwriting from pen data (the contract's WritingQualityRequest). */
export interface WritingQualityRequest {
  /** The pen data: strokes of points. */
  readonly strokes: readonly Stroke[];
  /** Accepted; no effect on the result. */
  readonly reference_char?: string | null;
  /** Which dimensions to compute; unknown names are ignored. Default: all four. */
  readonly eval_dimensions?: readonly string[];
}

/** The `data` of a writing-quality evaluation (the contract's WritingQualityData). */
export interface WritingQualityData {
  /** Mean of the returned dimensions, 1 decimal; 0 when none was computed. */
  readonly total_score: number;
  /** The requested, recognised dimensions, in the order of {@link QUALITY_DIMENSIONS}. */
  readonly dimensions: Readonly<Partial<Record<QualityDimension, number>>>;
}

/** Options of {@link evaluateWritingQuality}; none yet, kept for symmetry and growth. */
export type EvaluateWritingQualityOptions = Readonly<Record<string, never>>;

type WritingQualityValues = Pick<FieldValues<typeof WRITING_QUALITY_REQUEST_FIELDS>, 'eval_dimensions'> & {
  readonly pen: PointCloud;
};

/**
 * Rates handwriting from pen data in four dimensions: structure, spacing, normative, aesthetics.
 *
 * @throws {ValidationError} when the request breaks a field constraint (nothing is scored).
 * @example
 * const data = evaluateWritingQuality({
 *   strokes: [[{ x: 0, y: 0, timestamp: 0, pressure: 0.4 }, { x: 100, y: 100, timestamp: 90, pressure: 0.6 }]],
 * });
 * data.dimensions.aesthetics; // 100
 */
export function evaluateWritingQuality(
  request: WritingQualityRequest,
  options?: EvaluateWritingQualityOptions,
): WritingQualityData;
/**
 * Evaluates a value typed `unknown` or `any`, such as `JSON.parse(body)`, with no cast: validation
 * decides at run time. A value of any other type must be a {@link WritingQualityRequest}, so a misspelt field or
 * a wrong type is a compile error (see {@link UnknownOr}).
 */
export function evaluateWritingQuality<T>(
  request: UnknownOr<T, WritingQualityRequest>,
  options?: EvaluateWritingQualityOptions,
): WritingQualityData;
export function evaluateWritingQuality(request: unknown, options?: EvaluateWritingQualityOptions): WritingQualityData {
  checkNoOptions('evaluateWritingQuality', options);
  return runOperation(
    'writing-quality',
    WRITING_QUALITY_FAILURE_PREFIX,
    request,
    validateWritingQualityRequest,
    scoreWritingQuality,
  );
}

function validateWritingQualityRequest(input: unknown, issues: Issues): WritingQualityValues | undefined {
  const object = readObject(input, [], issues);
  if (!object) return undefined;
  const values = readFields(WRITING_QUALITY_REQUEST_FIELDS, object, issues);
  const pen = readPointCloud(object.strokes, 'strokes', issues);
  // Built field by field: spreading into a new object costs more than some of the scoring.
  return pen && { eval_dimensions: values.eval_dimensions, pen };
}

function scoreWritingQuality({ pen, eval_dimensions }: WritingQualityValues): WritingQualityData {
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
