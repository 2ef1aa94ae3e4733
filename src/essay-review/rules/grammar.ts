// The grammar rules (essay.grammar.*) in the order of rule essay.grammar.order: the patterns,
// one row of GRAMMAR_RULES each, then the long sentences.

import {
  GRAMMAR_PENALTIES,
  GRAMMAR_RULES,
  type GrammarRule,
  type GrammarRuleId,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
  patternOf,
} from '../constants.js';
import type { SentenceError } from '../contract.js';
import { ERROR_SUGGESTIONS } from '../messages.js';
import { GRAMMAR_START } from '../rule-numbers.js';
import { floorAtZero, type PlainDimension, Tally } from './tally.js';
import { codePoints, type EssayText, lengthOf } from './text.js';

/** The first span of a chain rule, as the note words it: `5～50`. */
function spanOf(row: GrammarRule): string {
  const [min, max] = row.shape === 'chain' ? row.spans[0]! : [0, 0];
  return `${min}～${max}`;
}

/**
 * What each pattern found, as its explanation note says it, by rule id: a new row of
 * GRAMMAR_RULES without its note does not compile.
 */
const FOUND: { readonly [rule in GrammarRuleId]: (row: GrammarRule) => string } = {
  // rule: essay.grammar.doubled-de — 的的的 is one match, 的的的的 two.
  'essay.grammar.doubled-de': () => '“的”重复',
  // rule: essay.grammar.doubled-le
  'essay.grammar.doubled-le': () => '“了”重复',
  // rule: essay.grammar.because-twice
  'essay.grammar.because-twice': (row) => `“因为”相隔${spanOf(row)}字又用了一次`,
  // rule: essay.grammar.then-chain
  'essay.grammar.then-chain': (row) => `“然后”每隔${spanOf(row)}字连用了三次`,
  // rule: essay.grammar.doubled-hen
  'essay.grammar.doubled-hen': () => '“很”重复',
  // rule: essay.grammar.comma-run
  'essay.grammar.comma-run': (row) => `连着用了${row.shape === 'run' ? row.minLength : ''}个以上逗号`,
};

/** Every match of a grammar pattern, leftmost first and without overlap: one error and a penalty each. */
function patternMatches(tally: Tally, errors: SentenceError[], { text, positions }: EssayText, row: GrammarRule): void {
  const { errorType } = row;
  const what = FOUND[row.rule](row);
  const penalty = GRAMMAR_PENALTIES.pattern;
  for (const match of text.matchAll(new RegExp(patternOf(row), 'gu'))) {
    const position = positions[match.index]!;
    tally.step(
      row.rule,
      -penalty,
      `第${position + 1}个字起（position ${position}）${what}：「${match[0]}」，扣${penalty}分`,
    );
    errors.push({ sentence: match[0], error_type: errorType, suggestion: ERROR_SUGGESTIONS[errorType], position });
  }
}

/** The code-point position of the first occurrence of `needle` in `haystack`, or -1. */
function indexOfCodePoints(haystack: readonly string[], needle: readonly string[]): number {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((character, k) => haystack[start + k] === character)) return start;
  }
  return -1;
}

// rule: essay.grammar.long-sentence — each sentence longer than LONG_SENTENCE_LENGTH characters
// costs a penalty; it quotes the first LONG_SENTENCE_EXCERPT_LENGTH characters and `...`, at
// the first occurrence of the sentence in the text.
function grammarLongSentences(tally: Tally, errors: SentenceError[], text: string, sentences: readonly string[]): void {
  const characters = codePoints(text);
  for (const sentence of sentences) {
    const length = lengthOf(sentence);
    if (length > LONG_SENTENCE_LENGTH) {
      const excerpt = `${codePoints(sentence).slice(0, LONG_SENTENCE_EXCERPT_LENGTH).join('')}...`;
      const position = indexOfCodePoints(characters, codePoints(sentence));
      const penalty = GRAMMAR_PENALTIES.longSentence;
      tally.step(
        'essay.grammar.long-sentence',
        -penalty,
        `第${position + 1}个字起（position ${position}）的句子有${length}个字，超过${LONG_SENTENCE_LENGTH}字：「${excerpt}」，扣${penalty}分`,
      );
      errors.push({
        sentence: excerpt,
        error_type: 'long_sentence',
        suggestion: ERROR_SUGGESTIONS.long_sentence,
        position,
      });
    }
  }
}

/** Grammar read plainly (essay.grammar.order): the score, its error marks added to `errors` in order. */
export function readGrammar(essay: EssayText, sentences: readonly string[], errors: SentenceError[]): PlainDimension {
  const tally = new Tally(GRAMMAR_START);
  for (const row of GRAMMAR_RULES) patternMatches(tally, errors, essay, row);
  grammarLongSentences(tally, errors, essay.text, sentences);
  return tally.finish(floorAtZero);
}
