import { elapsedMs } from '../../core/elapsed.js';
import { type ClockOptions, defaultNow, fail, runOperation, startClock, type UnknownOr } from '../../core/operation.js';
import { checkClockOptions } from '../../core/options.js';
import { round } from '../../core/round.js';
import { borrowSeenMarks, releaseSeenMarks } from '../../core/scratch.js';
import { createOffsetMap, IDENTITY_OFFSETS } from '../../core/text.js';
import { type FieldSpec, type FieldValues, type Issues, readFields, readObject } from '../../core/validation.js';
import {
  BAND_THRESHOLDS,
  type Band,
  DIMENSION_WEIGHTS,
  ESSAY_DIMENSIONS,
  type EssayDimension,
  GENRES,
  type Genre,
  type Grade,
} from '../constants.js';
import type { SentenceError } from '../contract.js';
import { BAND_PREFIXES, ESSAY_FAILURE_PREFIX, OVERALL_COMMENT_SEPARATOR, ZERO_MAX_SCORE_MESSAGE } from '../messages.js';
import { scoreContent } from './content.js';
import { LongSentences, scoreGrammar } from './grammar.js';
import { detectFigures, Parallelism, scoreRhetoric } from './rhetoric.js';
import { type SentenceReader, scanText } from './scan.js';
import { scoreStructure } from './structure.js';

/** The fields of EssayReviewRequest with their constraints (rule general.validation). */
export const ESSAY_REQUEST_FIELDS = {
  text: { type: 'string', required: true, minLength: 10, maxLength: 5000 },
  title: { type: 'string', nullMeansAbsent: true },
  grade: { type: 'integer', minimum: 1, maximum: 9, default: 3 },
  genre: { type: 'string', enum: GENRES, default: 'narrative' },
  max_score: { type: 'integer', default: 100 },
  student_id: { type: 'string', nullMeansAbsent: true },
  assignment_id: { type: 'string', nullMeansAbsent: true },
  enable_suggestions: { type: 'boolean', default: true },
} as const satisfies Readonly<Record<string, FieldSpec>>;

/** A request to review one essay (the contract's EssayReviewRequest). */
export interface EssayReviewRequest {
  /** The essay, 10 to 5000 characters (code points). */
  readonly text: string;
  /** Accepted; does not change the score. */
  readonly title?: string | null;
  /** School grade 1-9; default 3. */
  readonly grade?: number;
  /** Default `narrative`; does not change the score. */
  readonly genre?: Genre;
  /** The scale of the scores, any integer but 0; default 100. */
  readonly max_score?: number;
  /** Accepted; does not change the score. */
  readonly student_id?: string | null;
  /** Accepted; does not change the score. */
  readonly assignment_id?: string | null;
  /** When false, `grammar_errors` is empty (the grammar score is unchanged); default true. */
  readonly enable_suggestions?: boolean;
}

/** The `data` of an essay review (the contract's EssayReviewData). */
export interface EssayReviewData {
  /** Weighted total on the `max_score` scale, 1 decimal. */
  readonly total_score: number;
  readonly max_score: number;
  /** Each dimension's weighted contribution to the total, 1 decimal. */
  readonly dimensions: Readonly<Record<EssayDimension, number>>;
  readonly character_count: {
    /** Characters that are not whitespace. */
    readonly total: number;
    /** Characters in U+4E00..U+9FFF. */
    readonly chinese: number;
    /** Characters of {@link PUNCTUATION_MARKS}. */
    readonly punctuation: number;
  };
  readonly overall_comment: string;
  readonly structure_analysis: readonly string[];
  readonly content_analysis: readonly string[];
  readonly rhetoric_analysis: readonly string[];
  readonly grammar_errors: readonly SentenceError[];
  /** Elapsed time of the calculation in milliseconds, 2 decimals. */
  readonly inference_time_ms: number;
}

/** Options of {@link reviewEssay}. */
export type ReviewEssayOptions = ClockOptions;

/** A validated essay request, defaults filled in. */
export type EssayRequestValues = FieldValues<typeof ESSAY_REQUEST_FIELDS>;

/** The essay's four 0-100 scores and comments before scaling: what the totals rules start from. */
export interface EssayAnalysis {
  readonly scores: Readonly<Record<EssayDimension, number>>;
  readonly counts: EssayReviewData['character_count'];
  readonly structure: string[];
  readonly content: string[];
  readonly rhetoric: string[];
  readonly errors: SentenceError[];
}

/**
 * Reviews a Chinese essay: total and dimension scores, character counts, comments and
 * sentence-level error marks, exactly as the service contract computes them.
 *
 * @throws {ValidationError} when the request breaks a field constraint (nothing is scored).
 * @throws {ScoringError} when `max_score` is 0 (the contract's HTTP 500).
 * @example
 * const data = reviewEssay({ text: '今天天气很好，我很开心。我们一起去公园玩。', grade: 3 });
 * data.total_score; // 82.7
 */
export function reviewEssay(request: EssayReviewRequest, options?: ReviewEssayOptions): EssayReviewData;
/**
 * Reviews a value typed `unknown` or `any`, such as `JSON.parse(body)`, with no cast: validation
 * decides at run time. A value of any other type must be a {@link EssayReviewRequest}, so a misspelt field or
 * a wrong type is a compile error (see {@link UnknownOr}).
 */
export function reviewEssay<T>(
  request: UnknownOr<T, EssayReviewRequest>,
  options?: ReviewEssayOptions,
): EssayReviewData;
export function reviewEssay(request: unknown, options?: ReviewEssayOptions): EssayReviewData {
  const now = checkClockOptions('reviewEssay', options).now ?? defaultNow;
  const started = startClock('essay-review', ESSAY_FAILURE_PREFIX, now);
  return runOperation('essay-review', ESSAY_FAILURE_PREFIX, request, validateEssayRequest, (values) => {
    const analysis = analyzeEssay(values.text, values.grade as Grade);
    return buildEssayData(analysis, values, elapsedMs(started, now()));
  });
}

/** Reads and checks an essay request (rule general.validation), adding every issue to `issues`. */
export function validateEssayRequest(input: unknown, issues: Issues): EssayRequestValues | undefined {
  const object = readObject(input, [], issues);
  return object && readFields(ESSAY_REQUEST_FIELDS, object, issues);
}

/** The rules that read the sentences, each given every sentence as the scan ends it. */
class EssaySentences implements SentenceReader {
  readonly long: LongSentences = new LongSentences();
  readonly parallelism: Parallelism;

  constructor(text: string) {
    this.parallelism = new Parallelism(text);
  }

  read(start: number, end: number, length: number): void {
    this.long.read(start, end, length);
    this.parallelism.read(start, end, length);
  }
}

/** Runs the four dimension rules over a validated text. */
export function analyzeEssay(text: string, grade: Grade): EssayAnalysis {
  // The seen-marks serve the scan and the content rules only; should either throw, they are
  // simply not given back, and the next call gets new ones.
  const seen = borrowSeenMarks();
  const sentences = new EssaySentences(text);
  const scan = scanText(text, sentences, seen);
  const content = scoreContent(text, {
    chinese: scan.chinese,
    distinctChinese: scan.distinctChinese,
    seen,
    sentenceCount: scan.sentenceCount,
  });
  releaseSeenMarks(seen);
  const structure = scoreStructure(scan.paragraphs, scan.chinese, grade);
  const offsets = scan.surrogatePairs > 0 ? createOffsetMap(text) : IDENTITY_OFFSETS;
  const grammar = scoreGrammar(text, scan.grammar, sentences.long, offsets);
  const rhetoric = scoreRhetoric(detectFigures(text, sentences.parallelism.found), grade);
  return {
    scores: {
      structure: structure.score,
      grammar: grammar.score,
      content: content.score,
      rhetoric: rhetoric.score,
    },
    counts: { total: scan.total, chinese: scan.chinese, punctuation: scan.punctuation },
    structure: structure.comments,
    content: content.comments,
    rhetoric: rhetoric.comments,
    errors: grammar.errors,
  };
}

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
  const totalScore = round((weighted / 100) * maxScore, 1);
  const dimensions = {} as Record<EssayDimension, number>;
  for (const key of ESSAY_DIMENSIONS) {
    dimensions[key] = round((scores[key] / 100) * maxScore * DIMENSION_WEIGHTS[key], 1);
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
