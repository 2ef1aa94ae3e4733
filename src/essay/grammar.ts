// Grammar rules 1-3 (decisions E4-E6): pattern matches, then long sentences.

import { codePointPrefix, type OffsetMap } from '../text.js';
import {
  type EssayErrorType,
  GRAMMAR_PATTERNS,
  GRAMMAR_PENALTIES,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
} from './constants.js';
import { ERROR_SUGGESTIONS } from './messages.js';
import type { Sentence } from './text.js';

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

// The `u` flag makes `[^\n]` and the `{m,n}` spans count code points, as decisions G1 asks.
// Pure, so that a bundle of another operation alone drops it.
const COMPILED: readonly { readonly regex: RegExp; readonly errorType: EssayErrorType }[] =
  /* @__PURE__ */ compilePatterns();

function compilePatterns(): { regex: RegExp; errorType: EssayErrorType }[] {
  return GRAMMAR_PATTERNS.map(({ pattern, errorType }) => ({ regex: new RegExp(pattern, 'gu'), errorType }));
}

/** Scores grammar and lists its error marks, in the order of decisions E6. */
export function scoreGrammar(
  text: string,
  sentences: readonly Sentence[],
  offsets: OffsetMap,
): { score: number; errors: SentenceError[] } {
  const errors: SentenceError[] = [];
  let score = 100;
  for (const { regex, errorType } of COMPILED) {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
      score -= GRAMMAR_PENALTIES.pattern;
      errors.push({
        sentence: match[0],
        error_type: errorType,
        suggestion: ERROR_SUGGESTIONS[errorType],
        position: offsets.toCodePoint(match.index),
      });
    }
  }
  for (const { start, end, length } of sentences) {
    if (length <= LONG_SENTENCE_LENGTH) continue;
    const sentence = text.slice(start, end);
    score -= GRAMMAR_PENALTIES.longSentence;
    errors.push({
      sentence: `${codePointPrefix(sentence, LONG_SENTENCE_EXCERPT_LENGTH)}...`,
      error_type: 'long_sentence',
      suggestion: ERROR_SUGGESTIONS.long_sentence,
      // A trimmed sentence always occurs in the text, so indexOf never misses.
      position: offsets.toCodePoint(text.indexOf(sentence)),
    });
  }
  return { score: Math.max(0, score), errors };
}
