// explainEssay: the review of reviewEssay, the pipeline (pipeline.ts) run with the plain reading
// of the rules, with every number's making: each dimension's start, steps, clamp and weighting, and the totals.

import { type ExplanationStep, noteNumber, noteNumberBeside } from '../core/explanation.js';
import type { UnknownOr } from '../core/operation.js';
import { fieldWarnings } from '../core/suggest.js';
import { BAND_THRESHOLDS, type Band, DIMENSION_WEIGHTS, ESSAY_DIMENSIONS, type EssayDimension } from './constants.js';
import type { EssayAnalysis, EssayReviewData, EssayReviewRequest, ReviewEssayOptions } from './contract.js';
import { type EssayReading, runEssayReview } from './pipeline.js';
import { ESSAY_REQUEST_FIELDS } from './request.js';
import { DIMENSION_SCALE, TOTAL_DECIMALS } from './rule-numbers.js';
import { type PlainEssay, readEssay } from './rules/index.js';
import { bandOf, essayTotals } from './totals.js';

/** How one essay dimension got its number. */
export interface EssayDimensionExplanation {
  /** The score the dimension's rules start from. */
  readonly start: number;
  /** Every rule that changed the score, found something or commented, in the rules' order. */
  readonly steps: readonly ExplanationStep[];
  /** `start` plus every step's `delta`, in order. */
  readonly unclamped: number;
  /** `unclamped` floored at 0 (structure, grammar) or clamped into 0..100 (content, rhetoric). */
  readonly clamped: number;
  /** The dimension's weight in the total (essay.total.weights). */
  readonly weight: number;
  /** `round(clamped / 100 * max_score * weight, 1)`: the number in `data.dimensions`. */
  readonly weighted: number;
}

/** How an essay review got its numbers. */
export interface EssayExplanation {
  /** What the rules counted (essay.counts, essay.text.sentences, essay.text.paragraphs). */
  readonly counts: {
    readonly total: number;
    readonly chinese: number;
    readonly punctuation: number;
    readonly sentences: number;
    readonly paragraphs: number;
  };
  readonly dimensions: Readonly<Record<EssayDimension, EssayDimensionExplanation>>;
  /** The totals arithmetic (essay.total.score) and the comment band (essay.total.comment). */
  readonly total: {
    /** The four clamped scores times their weights, summed left to right. */
    readonly weighted_sum: number;
    readonly max_score: number;
    /** `round(weighted_sum / 100 * max_score, 1)`. */
    readonly total_score: number;
    /** `total_score / max_score`, which picks the band. */
    readonly ratio: number;
    readonly band: Band;
    /** The arithmetic written out in one Chinese sentence. */
    readonly note: string;
  };
}

/** An essay review with its explanation. */
export interface ExplainedEssay {
  /** Exactly what reviewEssay returns for the same request and clock. */
  readonly data: EssayReviewData;
  readonly explanation: EssayExplanation;
  /** Likely typos among the request's fields, which are ignored (e.g. `txt` for `text`); absent when none. */
  readonly warnings?: readonly string[];
}

const BAND_NAMES: Readonly<Record<Band, string>> = {
  excellent: `优秀（不低于${BAND_THRESHOLDS.excellent}）`,
  good: `良好（不低于${BAND_THRESHOLDS.good}）`,
  medium: `中等（不低于${BAND_THRESHOLDS.medium}）`,
  improve: `需努力（低于${BAND_THRESHOLDS.medium}）`,
};

/**
 * Reviews an essay like reviewEssay and explains every number: for each dimension its start,
 * the ordered steps of the rules (rule id, signed delta, a Chinese note with the evidence),
 * the clamped and the weighted value; then the totals arithmetic and the band.
 *
 * @throws {ValidationError} exactly when reviewEssay does, with the same issues.
 * @throws {ScoringError} when `max_score` is 0, as reviewEssay does.
 * @example
 * const { data, explanation } = explainEssay({ text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 });
 * data.total_score; // 82.7
 * explanation.dimensions.content.steps[0]?.rule; // 'essay.content.richness'
 *
 * A value typed `unknown` or `any`, such as `JSON.parse(body)`, needs no cast: validation decides
 * at run time. A value of any other type must be a {@link EssayReviewRequest}, so a misspelt
 * field, a wrong type or an out-of-range literal is one compile error (see {@link UnknownOr}).
 */
export function explainEssay<T>(
  request: UnknownOr<T, EssayReviewRequest>,
  options?: ReviewEssayOptions,
): ExplainedEssay;
export function explainEssay(request: unknown, options?: ReviewEssayOptions): ExplainedEssay {
  return runEssayReview(
    'explainEssay',
    PLAIN_ESSAY,
    (data, plain, values) => {
      const warnings = fieldWarnings(request, Object.keys(ESSAY_REQUEST_FIELDS));
      const explanation = explanationOf(plain, values.max_score);
      return warnings.length === 0 ? { data, explanation } : { data, explanation, warnings };
    },
    request,
    options,
  );
}

/** The plain reading of the essay rules: every rule's steps, read back as the analysis. */
const PLAIN_ESSAY: EssayReading<PlainEssay> = { read: readEssay, analysis: analysisOf };

/** The plain reading as the totals rules take it, the shape analyzeEssay gives. */
export function analysisOf(plain: PlainEssay): EssayAnalysis {
  const { structure, grammar, content, rhetoric } = plain.dimensions;
  return {
    scores: {
      structure: structure.clamped,
      grammar: grammar.clamped,
      content: content.clamped,
      rhetoric: rhetoric.clamped,
    },
    counts: plain.counts,
    structure: structure.comments,
    content: content.comments,
    rhetoric: rhetoric.comments,
    errors: plain.errors,
  };
}

function explanationOf(plain: PlainEssay, maxScore: number): EssayExplanation {
  const scores = analysisOf(plain).scores;
  const totals = essayTotals(scores, maxScore);
  const dimensions = {} as Record<EssayDimension, EssayDimensionExplanation>;
  for (const key of ESSAY_DIMENSIONS) {
    const { start, steps, unclamped, clamped } = plain.dimensions[key];
    dimensions[key] = {
      start,
      steps,
      unclamped,
      clamped,
      weight: DIMENSION_WEIGHTS[key],
      weighted: totals.dimensions[key],
    };
  }
  const ratio = totals.totalScore / maxScore;
  const band = bandOf(ratio);
  const bandRatios = [BAND_THRESHOLDS.excellent, BAND_THRESHOLDS.good, BAND_THRESHOLDS.medium];
  const terms = ESSAY_DIMENSIONS.map((key) => `${scores[key]}×${DIMENSION_WEIGHTS[key]}`).join(' + ');
  return {
    counts: {
      ...plain.counts,
      sentences: plain.sentences.length,
      paragraphs: plain.paragraphs.length,
    },
    dimensions,
    total: {
      weighted_sum: totals.weighted,
      max_score: maxScore,
      total_score: totals.totalScore,
      ratio,
      band,
      note:
        `加权和 = ${terms} = ${noteNumber(totals.weighted)}；总分 = round(${noteNumber(totals.weighted)} ÷ ${DIMENSION_SCALE} × ${maxScore}, ${TOTAL_DECIMALS}) = ` +
        `${totals.totalScore}；得分率 ${totals.totalScore} ÷ ${maxScore} = ${noteNumberBeside(ratio, bandRatios)}，属于${BAND_NAMES[band]}`,
    },
  };
}
