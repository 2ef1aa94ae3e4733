// Grammar rules essay.grammar.*: pattern matches, then long sentences (essay.grammar.order).

import { codePointPrefix, isPairAt, type OffsetMap } from '../../core/text.js';
import {
  GRAMMAR_PENALTIES,
  GRAMMAR_RULES,
  type GrammarRule,
  LONG_SENTENCE_EXCERPT_LENGTH,
  LONG_SENTENCE_LENGTH,
} from '../constants.js';
import type { SentenceError } from '../contract.js';
import { ERROR_SUGGESTIONS } from '../messages.js';
import { GRAMMAR_START } from '../rule-numbers.js';
import { CHAIN_RULES, type GrammarFacts, type SentenceReader } from './scan.js';

/** Calls back with the `[start, end)` UTF-16 offsets of each match of a rule, in text order. */
type MatchSink = (start: number, end: number) => void;

/**
 * Finds the matches of one of {@link GRAMMAR_RULES} from what the scan gathered, exactly as
 * the global `u` regex of {@link GRAMMAR_PATTERNS} would find them (the tests hold the two
 * equal): one pass over the text serves every rule, where each regex would take a pass.
 */
function findMatches(rule: GrammarRule, text: string, facts: GrammarFacts, offsets: OffsetMap, found: MatchSink): void {
  switch (rule.shape) {
    case 'repeat': {
      // rules essay.grammar.doubled-de, essay.grammar.doubled-le and essay.grammar.doubled-hen: leftmost first, without overlap, so
      // 的的的 is one match and 的的的的 two.
      const unit = rule.character.charCodeAt(0);
      let end = 0;
      for (const start of facts.doubles) {
        if (start >= end && text.charCodeAt(start) === unit) {
          end = start + 2;
          found(start, end);
        }
      }
      return;
    }
    case 'run': {
      // rule: essay.grammar.comma-run: a maximal run at least minLength long is one match.
      const { runs } = facts;
      for (let k = 0; k < runs.length; k += 2) {
        if (runs[k + 1]! - runs[k]! >= rule.minLength) found(runs[k]!, runs[k + 1]!);
      }
      return;
    }
    case 'chain': {
      // rules essay.grammar.because-twice and essay.grammar.then-chain
      const chain = CHAIN_RULES.indexOf(rule);
      findChains(rule.word.length, rule.spans, facts.chainWords[chain]!, facts.newlines, offsets, found);
      return;
    }
  }
}

/** What one search for chains reads: W's length and occurrences, the spans between them, the offsets. */
interface ChainSearch {
  readonly wordLength: number;
  readonly spans: readonly (readonly [min: number, max: number])[];
  readonly occurrences: readonly number[];
  readonly offsets: OffsetMap;
}

/**
 * The matches of `W[^\n]{a,b}W[^\n]{c,d}W…` given the occurrences of W: leftmost first, each
 * span as long as it can be (the regex's greedy spans, tried from the longest down), no
 * match overlapping the one before it, no span crossing a newline.
 */
function findChains(
  wordLength: number,
  spans: readonly (readonly [min: number, max: number])[],
  occurrences: readonly number[],
  newlines: readonly number[],
  offsets: OffsetMap,
  found: MatchSink,
): void {
  if (occurrences.length <= spans.length) return;
  const search: ChainSearch = { wordLength, spans, occurrences, offsets };
  let line = 0;
  let matchEnd = 0;
  for (let k = 0; k < occurrences.length; k++) {
    const start = occurrences[k]!;
    if (start < matchEnd) continue;
    while (line < newlines.length && newlines[line]! < start) line++;
    const end = extendChain(search, k, 0, line < newlines.length ? newlines[line]! : Number.POSITIVE_INFINITY);
    if (end !== -1) {
      found(start, end);
      matchEnd = end;
    }
  }
}

/**
 * End of a match whose span `span` starts after occurrence `k`, or -1; every span lies before
 * `lineEnd`, the first newline after the match's start. A function of the module, not a
 * closure made per call: the optimizing compiler compiles such a closure again after each full
 * garbage collection drops its optimized code, many times in a long batch.
 */
function extendChain(search: ChainSearch, k: number, span: number, lineEnd: number): number {
  const { wordLength, spans, occurrences, offsets } = search;
  const from = occurrences[k]! + wordLength;
  const fromCp = offsets.toCodePoint(from);
  const [min, max] = spans[span]!;
  let last = k;
  while (
    last + 1 < occurrences.length &&
    occurrences[last + 1]! < lineEnd &&
    offsets.toCodePoint(occurrences[last + 1]!) - fromCp <= max
  ) {
    last++;
  }
  for (let j = last; j > k; j--) {
    const at = occurrences[j]!;
    if (at < from || offsets.toCodePoint(at) - fromCp < min) break;
    const end = span + 1 === spans.length ? at + wordLength : extendChain(search, j, span + 1, lineEnd);
    if (end !== -1) return end;
  }
  return -1;
}

/** rule: essay.grammar.long-sentence: keeps the sentences longer than LONG_SENTENCE_LENGTH characters as they are read. */
export class LongSentences implements SentenceReader {
  /** `start, end` (UTF-16) of each long sentence, in order. */
  readonly spans: number[] = [];

  read(start: number, end: number, length: number): void {
    if (length > LONG_SENTENCE_LENGTH) this.spans.push(start, end);
  }
}

/** Scores grammar and lists its error marks, in the order of rule essay.grammar.order. */
export function scoreGrammar(
  text: string,
  facts: GrammarFacts,
  longSentences: LongSentences,
  offsets: OffsetMap,
): { score: number; errors: SentenceError[] } {
  const errors: SentenceError[] = [];
  let score = GRAMMAR_START;
  for (const rule of GRAMMAR_RULES) {
    const { errorType } = rule;
    findMatches(rule, text, facts, offsets, (start, end) => {
      score -= GRAMMAR_PENALTIES.pattern;
      errors.push({
        sentence: text.slice(start, end),
        error_type: errorType,
        suggestion: ERROR_SUGGESTIONS[errorType],
        position: offsets.toCodePoint(start),
      });
    });
  }
  // rule: essay.grammar.long-sentence
  const { spans } = longSentences;
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k]!;
    const sentence = text.slice(start, spans[k + 1]!);
    score -= GRAMMAR_PENALTIES.longSentence;
    errors.push({
      sentence: `${codePointPrefix(sentence, LONG_SENTENCE_EXCERPT_LENGTH)}...`,
      error_type: 'long_sentence',
      suggestion: ERROR_SUGGESTIONS.long_sentence,
      // A sentence that opens the text is its own first occurrence: no need to search for it.
      position: start === 0 ? 0 : offsets.toCodePoint(firstOccurrence(text, sentence)),
    });
  }
  // rule: essay.total.clamp
  return { score: Math.max(0, score), errors };
}

/**
 * The UTF-16 offset of the first occurrence of `sentence` in `text` as code points see it: an
 * occurrence that starts or ends inside a surrogate pair is none (general.code-points). The
 * sentence itself occurs in the text, so the search always ends.
 */
function firstOccurrence(text: string, sentence: string): number {
  let index = text.indexOf(sentence);
  while (isPairAt(text, index - 1) || isPairAt(text, index + sentence.length - 1)) {
    index = text.indexOf(sentence, index + 1);
  }
  return index;
}
