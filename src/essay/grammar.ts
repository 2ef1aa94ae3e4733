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

type PatternErrorType = (typeof GRAMMAR_PATTERNS)[number]['errorType'];

/** Some of {@link GRAMMAR_PATTERNS} as one alternation, one capture group each, searched in one pass. */
interface PatternGroup {
  /** With `u`: `[^\n]` and `{m,n}` count code points, as decisions G1 asks. */
  readonly unicode: RegExp;
  /** Without `u`, which V8 runs faster: the same matches on a text without surrogate pairs. */
  readonly units: RegExp;
  /** Indexes into GRAMMAR_PATTERNS of the alternated patterns, in capture-group order. */
  readonly members: readonly number[];
}

// The repeat and comma patterns match runs of characters no other of them uses (的, 了, 很,
// commas), so their matches never overlap and one alternation finds all of them in one pass.
// The spans of 因为…因为 and 然后…然后 may cover anything, so each keeps a pass of its own.
const SHARED_PASS: ReadonlySet<PatternErrorType> = new Set<PatternErrorType>(['repetition', 'punctuation']);

function compileGroups(): PatternGroup[] {
  const shared: number[] = [];
  const groups: number[][] = [shared];
  GRAMMAR_PATTERNS.forEach(({ errorType }, index) => {
    if (SHARED_PASS.has(errorType)) shared.push(index);
    else groups.push([index]);
  });
  return groups.map((members) => {
    const source = members.map((index) => `(${GRAMMAR_PATTERNS[index]!.pattern})`).join('|');
    return { unicode: new RegExp(source, 'gu'), units: new RegExp(source, 'g'), members };
  });
}

// Pure, so that a bundle of another operation alone drops it.
const GROUPS: readonly PatternGroup[] = /* @__PURE__ */ compileGroups();

/**
 * Scores grammar and lists its error marks, in the order of decisions E6.
 * `unitsAreCodePoints` says `text` holds no surrogate pair, so the regexes may run without `u`.
 */
export function scoreGrammar(
  text: string,
  sentences: readonly Sentence[],
  offsets: OffsetMap,
  unitsAreCodePoints: boolean,
): { score: number; errors: SentenceError[] } {
  // Marks per pattern, so that they list in pattern order whatever pass found them.
  const found: SentenceError[][] = GRAMMAR_PATTERNS.map(() => []);
  let score = 100;
  for (const { unicode, units, members } of GROUPS) {
    const regex = unitsAreCodePoints ? units : unicode;
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
      // The capture group that took part tells which pattern matched.
      let member = 0;
      while (match[member + 1] === undefined) member++;
      const index = members[member]!;
      const errorType = GRAMMAR_PATTERNS[index]!.errorType;
      score -= GRAMMAR_PENALTIES.pattern;
      found[index]!.push({
        sentence: match[0],
        error_type: errorType,
        suggestion: ERROR_SUGGESTIONS[errorType],
        position: offsets.toCodePoint(match.index),
      });
    }
  }
  const errors: SentenceError[] = [];
  for (const marks of found) for (const mark of marks) errors.push(mark);
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
