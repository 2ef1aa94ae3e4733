// The writing-quality contract: the request, the response and the options, as types. The bottom
// of the folder: the plain reading (rules/), the fast path (fast/) and the explanation all
// import it, and it imports neither.

import type { Stroke } from '../core/points.js';
import type { QualityDimension } from './constants.js';

/** A request to rate handwriting from pen data (the contract's WritingQualityRequest). */
export interface WritingQualityRequest {
  /** The pen data: strokes of points. */
  readonly strokes: readonly Stroke[];
  /** Accepted; no effect on the result. */
  readonly reference_char?: string | null;
  /** Which dimensions to compute; unknown names are ignored at run time (typed requests list known ones). Default: all four. */
  readonly eval_dimensions?: readonly QualityDimension[];
}

/** The `data` of a writing-quality evaluation (the contract's WritingQualityData). */
export interface WritingQualityData {
  /** Mean of the returned dimensions, 1 decimal; 0 when none was computed. */
  readonly total_score: number;
  /** The requested, recognised dimensions, in the order of `QUALITY_DIMENSIONS` (handwriting-scoring/tables). */
  readonly dimensions: Readonly<Partial<Record<QualityDimension, number>>>;
}

/** Options of {@link evaluateWritingQuality}; none yet, kept for symmetry and growth. */
export type EvaluateWritingQualityOptions = Readonly<Record<string, never>>;
