// The essay's shared types: the bottom of the folder. The plain reading (rules/) and the fast
// path (fast/) both import it, and it imports neither.

import type { EssayErrorType } from './constants.js';

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
