// The essay's fast path, below the rules: one pass over the text gathers facts (the counts,
// every sentence's span and length, the paragraphs' lengths, which Chinese characters occur,
// where the grammar patterns may match) and decides nothing. The rule modules decide:
// grammar keeps the non-overlapping doubles, the runs long enough and the long sentences;
// rhetoric finds parallelism. The sentences go to a reader as the scan ends them: keeping
// them all (three numbers each) would cost a fifth of the scan. src/essay-review/rules/index.ts reads the same rules plainly, and the
// tests hold the two equal.

import { CJK_FIRST, CJK_LAST } from '../../core/cjk.js';
import {
  GRAMMAR_RULES,
  type GrammarRule,
  PUNCTUATION_MARKS,
  SENTENCE_CLOSING_MARKS,
  SENTENCE_ENDING_MARKS,
} from '../constants.js';
import { PARAGRAPH_END } from '../rule-numbers.js';

// Per-code-unit flags of the marks; every mark of the rules is in the BMP.
const ENDING = 1;
const CLOSING = 2;
const PUNCTUATION = 4;
const WHITESPACE = 8;
const RUN = 16;

/** ECMAScript's `\s`, the set `String.prototype.trim` removes (rule essay.counts). */
export const WHITESPACE_CHARACTERS: string =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u2028\u2029\u202f\u205f\u3000\ufeff';

const FLAGS: Uint8Array = /* @__PURE__ */ buildFlags();

function buildFlags(): Uint8Array {
  const flags = new Uint8Array(0x10000);
  const mark = (chars: string, flag: number): void => {
    for (let i = 0; i < chars.length; i++) flags[chars.charCodeAt(i)]! |= flag;
  };
  mark(SENTENCE_ENDING_MARKS, ENDING);
  mark(SENTENCE_CLOSING_MARKS, CLOSING);
  mark(PUNCTUATION_MARKS, PUNCTUATION);
  mark(WHITESPACE_CHARACTERS, WHITESPACE);
  for (const rule of GRAMMAR_RULES) if (rule.shape === 'run') mark(rule.characters, RUN);
  return flags;
}

/** The shortest run of a run rule's characters the scan notes: a repeat (every run rule asks for more). */
export const RUN_CANDIDATE_LENGTH = 2;

/** The chain rules of GRAMMAR_RULES, in its order: the scan lists each one's word occurrences. */
export const CHAIN_RULES: readonly Extract<GrammarRule, { shape: 'chain' }>[] = /* @__PURE__ */ GRAMMAR_RULES.flatMap(
  (rule) => (rule.shape === 'chain' ? [rule] : []),
);

// The first code unit of each chain rule's word, by chain rule.
const CHAIN_FIRSTS: readonly number[] = /* @__PURE__ */ CHAIN_RULES.map((rule) => rule.word.charCodeAt(0));

// A Chinese character's seen-mark: 0 until the scan first sees it, then what grammar watches
// of it, never 0: nothing, a repeat rule's character, or the second character of chain word k
// (its occurrence is noticed there). An unwatched character seen before costs one comparison.
const PLAIN = 1;
const REPEATED = 2;
const CHAIN_SECOND = 3;
const KINDS: Uint8Array = /* @__PURE__ */ buildKinds();

function buildKinds(): Uint8Array {
  const kinds = new Uint8Array(CJK_LAST - CJK_FIRST + 1).fill(PLAIN);
  for (const rule of GRAMMAR_RULES) {
    if (rule.shape === 'repeat') kinds[rule.character.charCodeAt(0) - CJK_FIRST] = REPEATED;
  }
  CHAIN_RULES.forEach((rule, index) => {
    kinds[rule.word.charCodeAt(1) - CJK_FIRST] = CHAIN_SECOND + index;
  });
  return kinds;
}

/** Everything the essay rules read off the text. */
export interface EssayScan {
  /** Code points that are not whitespace. */
  readonly total: number;
  /** Code points within U+4E00..U+9FFF. */
  readonly chinese: number;
  /** Code points of {@link PUNCTUATION_MARKS}. */
  readonly punctuation: number;
  /** Different code points within U+4E00..U+9FFF. */
  readonly distinctChinese: number;
  /** The seen-marks the scan filled: per Chinese character (code - U+4E00), non-zero when the text holds it. */
  readonly seen: Uint8Array;
  /** How many sentences (rule essay.text.sentences) the scan gave its reader. */
  readonly sentenceCount: number;
  /** Paragraphs (rule essay.text.paragraphs): how many, and the code-point lengths of the first and last. */
  readonly paragraphs: ParagraphSummary;
  /** Surrogate pairs in the text: when 0, UTF-16 offsets are code-point offsets. */
  readonly surrogatePairs: number;
  /** Where the grammar patterns may match (rules essay.grammar.*). */
  readonly grammar: GrammarFacts;
}

/** Where the patterns of GRAMMAR_RULES may match; every offset is in UTF-16 units. */
export interface GrammarFacts {
  /** Every offset where a repeat rule's character is followed by itself; 的的的 gives two. */
  readonly doubles: number[];
  /**
   * `start, end` of every maximal run of a run rule's characters that repeats (two or more):
   * a lone comma, the common case, is no candidate, and keeping each one would be a measurable
   * cost on a realistic essay. Grammar keeps the runs at least as long as its rule asks.
   */
  readonly runs: number[];
  /** Per row of CHAIN_RULES, at the same index, the start of each occurrence of its word. */
  readonly chainWords: number[][];
  /** Every newline. */
  readonly newlines: number[];
}

/** Reads the sentences (rule essay.text.sentences) one by one, as the scan ends them. */
export interface SentenceReader {
  /**
   * One trimmed sentence: its UTF-16 offsets (`text.slice(start, end)`) and its length in
   * code points.
   */
  read(start: number, end: number, length: number): void;
}

const IGNORE_SENTENCES: SentenceReader = { read: () => {} };

/** What the structure rules need of the paragraphs. */
export interface ParagraphSummary {
  readonly count: number;
  /** Code-point length of the first paragraph; 0 when there is none. */
  readonly firstLength: number;
  /** Code-point length of the last paragraph; 0 when there is none. */
  readonly lastLength: number;
}

/**
 * Scans `text` once for the counts (rule essay.counts), the sentences (rule essay.text.sentences),
 * the paragraphs (rule essay.text.paragraphs) and the grammar facts (rules essay.grammar.*), giving each sentence to `sentences` and marking the Chinese characters
 * it sees in `seen` (cleared, one byte per character of U+4E00..U+9FFF, e.g. from
 * borrowSeenMarks).
 */
export function scanText(
  text: string,
  sentences: SentenceReader = IGNORE_SENTENCES,
  seen: Uint8Array = new Uint8Array(CJK_LAST - CJK_FIRST + 1),
): EssayScan {
  const doubles: number[] = [];
  const runs: number[] = [];
  // A plain loop: a callback here would slow the whole scan down.
  const chainWords: number[][] = [];
  for (let k = 0; k < CHAIN_RULES.length; k++) chainWords.push([]);
  const newlines: number[] = [];
  let sentenceCount = 0;
  // Run of a run rule's characters in progress.
  let runStart = -1;
  const length = text.length;
  let chinese = 0;
  // Non-blank characters other than Chinese ones.
  let other = 0;
  let pairs = 0;
  let punctuation = 0;
  let distinctChinese = 0;
  let cp = 0;
  // Sentence in progress: its first non-blank character and the end of its last one;
  // state 0 = plain text, 1 = in a run of ending marks, 2 = in the closing marks after it.
  let state = 0;
  let sentenceStart = -1;
  let sentenceStartCp = 0;
  let sentenceEnd = 0;
  // Code-point end of the last non-blank character: it ends the sentence and the line.
  let lastCp = 0;
  // Line in progress (paragraphs split on \n only): its first non-blank code point.
  let lineStartCp = -1;
  let paragraphCount = 0;
  let firstLength = 0;
  let lastLength = 0;

  for (let i = 0; i < length; ) {
    let unit = text.charCodeAt(i);
    // Fast path for the bulk of an essay: a run of Chinese characters, none a mark or a blank.
    if (unit >= CJK_FIRST && unit <= CJK_LAST) {
      if (state !== 0) {
        if (sentenceStart >= 0) {
          sentences.read(sentenceStart, sentenceEnd, lastCp - sentenceStartCp);
          sentenceCount++;
        }
        sentenceStart = -1;
        state = 0;
      }
      if (sentenceStart < 0) {
        sentenceStart = i;
        sentenceStartCp = cp;
      }
      if (lineStartCp < 0) lineStartCp = cp;
      if (runStart >= 0) {
        if (i - runStart >= RUN_CANDIDATE_LENGTH) runs.push(runStart, i);
        runStart = -1;
      }
      const chineseStart = i;
      // A counted loop that tests each unit as it reads it: V8 makes less of it than of a
      // `for (;;)` that reads the next unit after its own end test (a faster review).
      for (; i < length; i++) {
        unit = text.charCodeAt(i);
        if (unit < CJK_FIRST || unit > CJK_LAST) break;
        const slot = unit - CJK_FIRST;
        let kind = seen[slot]!;
        if (kind !== PLAIN) {
          if (kind === 0) {
            // First sight of this character in this text.
            distinctChinese++;
            kind = KINDS[slot]!;
            seen[slot] = kind;
          }
          if (kind !== PLAIN && i > 0) {
            const previous = text.charCodeAt(i - 1);
            if (kind === REPEATED) {
              if (previous === unit) doubles.push(i - 1);
            } else if (previous === CHAIN_FIRSTS[kind - CHAIN_SECOND]) {
              chainWords[kind - CHAIN_SECOND]!.push(i - 1);
            }
          }
        }
      }
      chinese += i - chineseStart;
      cp += i - chineseStart;
      sentenceEnd = i;
      lastCp = cp;
      if (i === length) break;
    }
    // A surrogate pair is one code point, and none of the marks.
    const width = (unit & 0xfc00) === 0xd800 && i + 1 < length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
    const flags = width === 1 ? FLAGS[unit]! : 0;
    if (flags & RUN) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      if (i - runStart >= RUN_CANDIDATE_LENGTH) runs.push(runStart, i);
      runStart = -1;
    }
    if (state !== 0 && !((flags & ENDING && state === 1) || flags & CLOSING)) {
      // The run of ending marks and its closing marks ended just before this character.
      if (sentenceStart >= 0) {
        sentences.read(sentenceStart, sentenceEnd, lastCp - sentenceStartCp);
        sentenceCount++;
      }
      sentenceStart = -1;
      state = 0;
    }
    if (flags & ENDING) state = 1;
    else if (flags & CLOSING && state !== 0) state = 2;
    if ((flags & WHITESPACE) === 0) {
      if (sentenceStart < 0) {
        sentenceStart = i;
        sentenceStartCp = cp;
      }
      if (lineStartCp < 0) lineStartCp = cp;
      other++;
      if (flags & PUNCTUATION) punctuation++;
      sentenceEnd = i + width;
      lastCp = cp + 1;
    } else if (unit === PARAGRAPH_END) {
      newlines.push(i);
      if (lineStartCp >= 0) {
        const paragraph = lastCp - lineStartCp;
        if (paragraphCount === 0) firstLength = paragraph;
        lastLength = paragraph;
        paragraphCount++;
      }
      lineStartCp = -1;
    }
    pairs += width - 1;
    cp++;
    i += width;
  }
  if (sentenceStart >= 0) {
    sentences.read(sentenceStart, sentenceEnd, lastCp - sentenceStartCp);
    sentenceCount++;
  }
  if (runStart >= 0 && length - runStart >= RUN_CANDIDATE_LENGTH) runs.push(runStart, length);
  if (lineStartCp >= 0) {
    const paragraph = lastCp - lineStartCp;
    if (paragraphCount === 0) firstLength = paragraph;
    lastLength = paragraph;
    paragraphCount++;
  }
  return {
    total: chinese + other,
    chinese,
    punctuation,
    distinctChinese,
    seen,
    sentenceCount,
    paragraphs: { count: paragraphCount, firstLength, lastLength },
    surrogatePairs: pairs,
    grammar: { doubles, runs, chainWords, newlines },
  };
}

/** False when `word` surely does not occur in the scanned text: one of its Chinese characters does not. */
export function mayOccur(scan: Pick<EssayScan, 'seen'>, word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= CJK_FIRST && unit <= CJK_LAST && scan.seen[unit - CJK_FIRST] === 0) return false;
  }
  return true;
}
