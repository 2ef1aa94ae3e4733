// explainWritingQuality: the rating of evaluateWritingQuality, made by the plain reading of the
// rules (rules/), with every number's making.

import { type Explained, type ExplainedNumber, explainedNumber, explainedNumbers } from '../core/explanation.js';
import type { UnknownOr } from '../core/operation.js';
import { checkStrokes, type Stroke } from '../core/points.js';
import { pyMax } from '../core/python-float.js';
import { populationStd } from '../core/statistics.js';
import { closest, fieldWarnings, withWarnings } from '../core/suggest.js';
import { QUALITY_DIMENSIONS, type QualityDimension } from './constants.js';
import type { EvaluateWritingQualityOptions, WritingQualityData, WritingQualityRequest } from './contract.js';
import type {
  ExplainedWritingQualityGeometry,
  WritingQualityGeometryOptions,
  WritingQualityOptions,
} from './matcher.js';
import { runWritingQuality, type WritingQualityReading } from './pipeline.js';
import { WRITING_QUALITY_REQUEST_FIELDS } from './request.js';
import { DIVISOR_FLOOR } from './rule-numbers.js';
import {
  aesthetics,
  boundingBox,
  boxCentre,
  centroid,
  normative,
  type Point,
  type PointsBox,
  poolPoints,
  type QualityDimensionExplanation,
  type QualityTotalExplanation,
  selectDimensions,
  spacing,
  startDistances,
  startPoints,
  structure,
  total,
} from './rules/index.js';

/**
 * How a writing-quality rating got its numbers. A number past the finite doubles (a width or
 * a sum that overflowed, Infinity minus Infinity) is named: 'Infinity', '-Infinity' or 'NaN'
 * (rule general.extremes).
 */
export interface WritingQualityExplanation {
  /** The pooled points (rule quality.points): how many, from how many strokes. */
  readonly points: { readonly count: number; readonly strokes: number };
  /** The bounding box of every point; `null` without points. */
  readonly box: Explained<PointsBox> | null;
  /** The mean of every point; `null` without points. */
  readonly centroid: Explained<Point> | null;
  /** The centre of the box; `null` without points. */
  readonly centre: Explained<Point> | null;
  /** The first point of each stroke that holds points (rule quality.spacing). */
  readonly start_points: readonly Point[];
  /** The distances between consecutive start points, their mean, deviation and CV (`null` without any). */
  readonly start_distances: {
    readonly values: readonly ExplainedNumber[];
    readonly mean: ExplainedNumber | null;
    readonly std: ExplainedNumber | null;
    /** `std / max(mean, 1)`. */
    readonly cv: ExplainedNumber | null;
  };
  /** Mean and population deviation of every pressure, 0.5 filled in (rule quality.normative); `null` without points. */
  readonly pressure: { readonly mean: number; readonly std: number } | null;
  /** `width / max(height, 1)` (rule quality.aesthetics); `null` without points. */
  readonly aspect_ratio: ExplainedNumber | null;
  /** Each computed dimension's formula, inputs and arithmetic, in the order of `data.dimensions`. */
  readonly dimensions: Readonly<Partial<Record<QualityDimension, QualityDimensionExplanation>>>;
  readonly total: QualityTotalExplanation;
}

/** A writing-quality rating with its explanation. */
export interface ExplainedWritingQuality {
  /** Exactly what evaluateWritingQuality returns for the same request. */
  readonly data: WritingQualityData;
  readonly explanation: WritingQualityExplanation;
  /**
   * Likely typos, which are ignored: request fields (e.g. `eval_dimension`) and names in
   * `eval_dimensions` (e.g. `structur`, which would leave a total of 0); absent when none.
   */
  readonly warnings?: readonly string[];
}

const DIMENSION_RULES = { structure, spacing, normative, aesthetics } as const;

/**
 * Rates handwriting like evaluateWritingQuality and explains every number: the box, centroid,
 * start-point distances, pressure deviation and aspect ratio, then each dimension's formula
 * with its inputs, start, steps and clamped and rounded value, and the total.
 *
 * @throws {ValidationError} exactly when evaluateWritingQuality does, with the same issues.
 * @example
 * const { data, explanation } = explainWritingQuality({
 *   strokes: [[{ x: 0, y: 0, timestamp: 0 }, { x: 150, y: 100, timestamp: 90 }]],
 * });
 * data.dimensions.aesthetics; // 75
 * explanation.dimensions.aesthetics?.inputs.aspect_ratio; // 1.5
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link WritingQualityRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}).
 */
export function explainWritingQuality<T, O extends WritingQualityOptions = EvaluateWritingQualityOptions>(
  request: UnknownOr<T, WritingQualityRequest>,
  options?: O,
): O extends WritingQualityGeometryOptions<infer Fields>
  ? ExplainedWritingQualityGeometry<Fields>
  : ExplainedWritingQuality;
export function explainWritingQuality(
  request: unknown,
  options?: unknown,
): ExplainedWritingQuality | ExplainedWritingQualityGeometry<object> {
  return runWritingQuality('explainWritingQuality', PLAIN_WRITING_QUALITY, request, options);
}

/** The plain reading of the writing-quality rules: the strokes checked as given, every number explained. */
const PLAIN_WRITING_QUALITY: WritingQualityReading<readonly Stroke[], ExplainedWritingQuality> = {
  hook: 'explainQuality',
  readStrokes: checkStrokes,
  // A broken eval_dimensions is listed already; the names are only read when nothing is.
  rate: ({ strokes, eval_dimensions }, request) =>
    withWarnings(explainStrokes(strokes, selectDimensions(eval_dimensions ?? [])), qualityWarnings(request)),
};

/** Likely typos in a writing-quality request: its field names and its dimension names. */
function qualityWarnings(request: unknown): string[] {
  const warnings = fieldWarnings(request, ['strokes', ...Object.keys(WRITING_QUALITY_REQUEST_FIELDS)]);
  // Validation read eval_dimensions already; read here it is a plain array of strings or absent.
  const names = (request as { eval_dimensions?: unknown }).eval_dimensions;
  if (!Array.isArray(names)) return warnings;
  names.forEach((name, i) => {
    if (typeof name !== 'string' || (QUALITY_DIMENSIONS as readonly string[]).includes(name)) return;
    const match = closest(name, QUALITY_DIMENSIONS);
    if (match !== undefined)
      warnings.push(`eval_dimensions[${i}] '${name}' is no dimension and is ignored; did you mean '${match}'?`);
  });
  return warnings;
}

function explainStrokes(strokes: readonly Stroke[], names: readonly QualityDimension[]): ExplainedWritingQuality {
  const points = poolPoints(strokes);
  const starts = startPoints(strokes);
  const distances = startDistances(starts);
  const spread = distances.length > 0 ? populationStd(distances) : undefined;
  const box = points.length > 0 ? boundingBox(points) : null;
  const dimensions: Partial<Record<QualityDimension, QualityDimensionExplanation>> = {};
  const values: Partial<Record<QualityDimension, number>> = {};
  // rule: quality.points: without points nothing is rated.
  if (points.length > 0) {
    for (const name of names) {
      const explained = name === 'spacing' ? DIMENSION_RULES.spacing(strokes) : DIMENSION_RULES[name](points);
      dimensions[name] = explained;
      values[name] = explained.value;
    }
  }
  const totalExplained = total(Object.values(values));
  return {
    data: { total_score: totalExplained.value, dimensions: values },
    explanation: {
      points: { count: points.length, strokes: strokes.length },
      box: box && explainedNumbers(box),
      centroid: points.length > 0 ? explainedNumbers(centroid(points)) : null,
      centre: box && explainedNumbers(boxCentre(box)),
      start_points: starts,
      start_distances: {
        values: distances.map(explainedNumber),
        mean: spread ? explainedNumber(spread.mean) : null,
        std: spread ? explainedNumber(spread.std) : null,
        cv: spread ? explainedNumber(spread.std / pyMax(spread.mean, DIVISOR_FLOOR)) : null,
      },
      // Pressures lie in 0..1: their mean and deviation are always finite.
      pressure: points.length > 0 ? populationStd(points.map((point) => point.pressure)) : null,
      aspect_ratio: box && explainedNumber(box.width / pyMax(box.height, DIVISOR_FLOOR)),
      dimensions,
      total: totalExplained,
    },
  };
}
