// The totals rules (essay.total.*), shared by both readings: the fast path (reviewEssay) and the
// plain reading (explainEssay) each give four 0-100 scores, and the same arithmetic weighs,
// scales and bands them, so the two can differ only in the scores.

import { fail } from '../core/operation.js';
import { round } from '../core/round.js';
import { BAND_THRESHOLDS, type Band, DIMENSION_WEIGHTS, ESSAY_DIMENSIONS, type EssayDimension } from './constants.js';
import type { EssayAnalysis, EssayReviewData } from './contract.js';
import { BAND_PREFIXES, OVERALL_COMMENT_SEPARATOR, ZERO_MAX_SCORE_MESSAGE } from './messages.js';
import type { EssayRequestValues } from './request.js';
import { DIMENSION_SCALE, TOTAL_DECIMALS } from './rule-numbers.js';

/** The totals arithmetic of the four 0-100 scores (essay.total.weights, .score, .dimensions). */
export interface EssayTotals {
  /** The weighted sum of the four 0-100 scores, left to right (essay.total.weights). */
  readonly weighted: number;
  /** `round(weighted / 100 * max_score, 1)` (essay.total.score). */
  readonly totalScore: number;
  /** Each `round(score / 100 * max_score * weight, 1)` (essay.total.dimensions). */
  readonly dimensions: Record<EssayDimension, number>;
}

/** The totals of four 0-100 scores on the `maxScore` scale, in the arithmetic order of rules essay.total.weights, essay.total.score and essay.total.dimensions. */
export function essayTotals(scores: Readonly<Record<EssayDimension, number>>, maxScore: number): EssayTotals {
  // Left to right in doubles (rule general.arithmetic).
  const weighted =
    scores.structure * DIMENSION_WEIGHTS.structure +
    scores.grammar * DIMENSION_WEIGHTS.grammar +
    scores.content * DIMENSION_WEIGHTS.content +
    scores.rhetoric * DIMENSION_WEIGHTS.rhetoric;
  const totalScore = round((weighted / DIMENSION_SCALE) * maxScore, TOTAL_DECIMALS);
  const dimensions = {} as Record<EssayDimension, number>;
  for (const key of ESSAY_DIMENSIONS) {
    dimensions[key] = round((scores[key] / DIMENSION_SCALE) * maxScore * DIMENSION_WEIGHTS[key], TOTAL_DECIMALS);
  }
  return { weighted, totalScore, dimensions };
}

/** The response data of an analysed essay; fails when `max_score` is 0 (rule essay.total.zero-max). */
export function buildEssayData(
  analysis: EssayAnalysis,
  values: EssayRequestValues,
  inferenceTimeMs: number,
): EssayReviewData {
  const maxScore = values.max_score;
  const { totalScore, dimensions } = essayTotals(analysis.scores, maxScore);
  if (maxScore === 0) fail(ZERO_MAX_SCORE_MESSAGE);
  const firstComments = [analysis.structure[0], analysis.content[0], analysis.rhetoric[0]].filter(
    (comment): comment is string => comment !== undefined,
  );
  return {
    total_score: totalScore,
    max_score: maxScore,
    dimensions,
    character_count: analysis.counts,
    overall_comment: BAND_PREFIXES[bandOf(totalScore / maxScore)] + firstComments.join(OVERALL_COMMENT_SEPARATOR),
    structure_analysis: analysis.structure,
    content_analysis: analysis.content,
    rhetoric_analysis: analysis.rhetoric,
    grammar_errors: values.enable_suggestions ? analysis.errors : [],
    inference_time_ms: inferenceTimeMs,
  };
}

/** The overall-comment band of a score ratio (rule essay.total.comment). */
export function bandOf(ratio: number): Band {
  if (ratio >= BAND_THRESHOLDS.excellent) return 'excellent';
  if (ratio >= BAND_THRESHOLDS.good) return 'good';
  if (ratio >= BAND_THRESHOLDS.medium) return 'medium';
  return 'improve';
}
