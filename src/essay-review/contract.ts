// The essay's shared types: the bottom of the folder. The plain reading (rules/), the fast path
// (fast/), the totals, the explanation and the hosts import them, and they import neither reading.

import type { ClockOptions } from '../core/operation.js';
import type { EssayDimension, EssayErrorType, Genre, Grade } from './constants.js';

/** A request to review one essay (the contract's EssayReviewRequest). */
export interface EssayReviewRequest {
  /** The essay, 10 to 5000 characters (code points). */
  readonly text: string;
  /** Accepted; does not change the score. */
  readonly title?: string | null;
  /** School grade 1-9; default 3. */
  readonly grade?: Grade;
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

/** One sentence-level error mark of `grammar_errors`. */
export interface SentenceError {
  /** The matched text, or a long sentence's first 30 characters and `...`. */
  readonly sentence: string;
  readonly error_type: EssayErrorType;
  /** The fixed advice for this kind of error. */
  readonly suggestion: string;
  /** Code-point offset in the original text. */
  readonly position: number;
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
    /** Characters of `PUNCTUATION_MARKS` (handwriting-scoring/tables). */
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

/** The essay's four 0-100 scores and comments before scaling: what either reading gives the totals rules. */
export interface EssayAnalysis {
  readonly scores: Readonly<Record<EssayDimension, number>>;
  readonly counts: EssayReviewData['character_count'];
  readonly structure: string[];
  readonly content: string[];
  readonly rhetoric: string[];
  readonly errors: SentenceError[];
}
