// The grammar rules (essay.grammar.*), one function each, in the order of rule
// essay.grammar.order: the patterns, then the long sentences.

import {
  GRAMMAR_PATTERNS,
  GRAMMAR_PENALTIES,
  GRAMMAR_RULES,
  type GrammarRule,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
} from '../constants.js';
import type { SentenceError } from '../contract.js';
import { ERROR_SUGGESTIONS } from '../messages.js';
import { GRAMMAR_START } from '../rule-numbers.js';
import { floorAtZero, type PlainDimension, Tally } from './tally.js';
import { codePoints, type EssayText, lengthOf } from './text.js';

// The grammar patterns in the order of rule essay.grammar.order, one name each.
const [DOUBLED_DE, DOUBLED_LE, BECAUSE_TWICE, THEN_CHAIN, DOUBLED_HEN, COMMA_RUN] = GRAMMAR_RULES as readonly [
  GrammarRule,
  GrammarRule,
  Extract<GrammarRule, { shape: 'chain' }>,
  Extract<GrammarRule, { shape: 'chain' }>,
  GrammarRule,
  Extract<GrammarRule, { shape: 'run' }>,
];

/** Every match of a grammar pattern, leftmost first and without overlap: one error and a penalty each. */
function patternMatches(
  tally: Tally,
  errors: SentenceError[],
  { text, positions }: EssayText,
  rule: string,
  grammarRule: GrammarRule,
  what: string,
): void {
  const { pattern, errorType } = GRAMMAR_PATTERNS[GRAMMAR_RULES.indexOf(grammarRule)]!;
  const penalty = GRAMMAR_PENALTIES.pattern;
  for (const match of text.matchAll(new RegExp(pattern, 'gu'))) {
    const position = positions[match.index]!;
    tally.step(
      rule,
      -penalty,
      `第${position + 1}个字起（position ${position}）${what}：「${match[0]}」，扣${penalty}分`,
    );
    errors.push({ sentence: match[0], error_type: errorType, suggestion: ERROR_SUGGESTIONS[errorType], position });
  }
}

// rule: essay.grammar.doubled-de — 的的的 is one match, 的的的的 two.
function grammarDoubledDe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-de', DOUBLED_DE, '“的”重复');
}

// rule: essay.grammar.doubled-le
function grammarDoubledLe(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-le', DOUBLED_LE, '“了”重复');
}

// rule: essay.grammar.because-twice
function grammarBecauseTwice(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const [[min, max]] = BECAUSE_TWICE.spans as readonly [readonly [number, number]];
  patternMatches(
    tally,
    errors,
    text,
    'essay.grammar.because-twice',
    BECAUSE_TWICE,
    `“因为”相隔${min}～${max}字又用了一次`,
  );
}

// rule: essay.grammar.then-chain
function grammarThenChain(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const [[min, max]] = THEN_CHAIN.spans as readonly [readonly [number, number]];
  patternMatches(tally, errors, text, 'essay.grammar.then-chain', THEN_CHAIN, `“然后”每隔${min}～${max}字连用了三次`);
}

// rule: essay.grammar.doubled-hen
function grammarDoubledHen(tally: Tally, errors: SentenceError[], text: EssayText): void {
  patternMatches(tally, errors, text, 'essay.grammar.doubled-hen', DOUBLED_HEN, '“很”重复');
}

// rule: essay.grammar.comma-run
function grammarCommaRun(tally: Tally, errors: SentenceError[], text: EssayText): void {
  const what = `连着用了${COMMA_RUN.minLength}个以上逗号`;
  patternMatches(tally, errors, text, 'essay.grammar.comma-run', COMMA_RUN, what);
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
  grammarDoubledDe(tally, errors, essay);
  grammarDoubledLe(tally, errors, essay);
  grammarBecauseTwice(tally, errors, essay);
  grammarThenChain(tally, errors, essay);
  grammarDoubledHen(tally, errors, essay);
  grammarCommaRun(tally, errors, essay);
  grammarLongSentences(tally, errors, essay.text, sentences);
  return tally.finish(floorAtZero);
}
