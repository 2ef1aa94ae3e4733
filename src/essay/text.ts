// Text analysis shared by the essay rules: sentences (E1), paragraphs (E2), counts (E3) and
// where the grammar patterns can match (E4), all gathered in one pass over the text.

import { isPairAt } from '../text.js';
import {
  GRAMMAR_RULES,
  LONG_SENTENCE_LENGTH,
  PUNCTUATION_MARKS,
  SENTENCE_CLOSING_MARKS,
  SENTENCE_ENDING_MARKS,
} from './constants.js';
import { isParallel } from './rhetoric.js';

const CJK_FIRST = 0x4e00;
const CJK_LAST = 0x9fff;

// Per-code-unit flags; every mark of the rules is in the BMP.
const ENDING = 1;
const CLOSING = 2;
const PUNCTUATION = 4;
const WHITESPACE = 8;
const RUN = 16;

/** ECMAScript's `\s`, the set `String.prototype.trim` removes (decisions E3). */
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

// The Chinese characters grammar watches, by slot: the repeated ones, and the second
// character of each chain word (its occurrence is noticed there).
const REPEATED = 1;
const CHAIN_SECOND = 2;
const CHAIN_WORDS: readonly string[] = /* @__PURE__ */ chainWordsOf();
const RUN_MIN_LENGTH: number = /* @__PURE__ */ runMinLength();

function chainWordsOf(): string[] {
  return GRAMMAR_RULES.flatMap((rule) => (rule.shape === 'chain' ? [rule.word] : []));
}

function runMinLength(): number {
  let min = Number.POSITIVE_INFINITY;
  for (const rule of GRAMMAR_RULES) if (rule.shape === 'run') min = rule.minLength;
  return min;
}

function buildWatch(): Uint8Array {
  const watch = new Uint8Array(CJK_LAST - CJK_FIRST + 1);
  for (const rule of GRAMMAR_RULES) {
    if (rule.shape === 'repeat') watch[rule.character.charCodeAt(0) - CJK_FIRST] = REPEATED;
  }
  CHAIN_WORDS.forEach((word, index) => {
    watch[word.charCodeAt(1) - CJK_FIRST] = CHAIN_SECOND + index;
  });
  return watch;
}

/** One sentence (decisions E1), trimmed, located in the text without copying it. */
export interface Sentence {
  /** UTF-16 offsets of the trimmed sentence: `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /** Length in code points. */
  readonly length: number;
  /** Its first code point. */
  readonly first: number;
}

/** Everything the essay rules read off the text. */
export interface EssayText {
  /** Code points that are not whitespace. */
  readonly total: number;
  /** Code points within U+4E00..U+9FFF. */
  readonly chinese: number;
  /** Code points of {@link PUNCTUATION_MARKS}. */
  readonly punctuation: number;
  /** Different code points within U+4E00..U+9FFF. */
  readonly distinctChinese: number;
  /**
   * This scan's key to the seen-marks, so that {@link mayOccur} can tell which Chinese
   * characters the text holds until the next scan.
   */
  readonly scanKey: number;
  readonly sentences: SentenceSummary;
  /** Paragraphs (decisions E2): how many, and the code-point lengths of the first and last. */
  readonly paragraphs: ParagraphSummary;
  /** Surrogate pairs in the text: when 0, UTF-16 offsets are code-point offsets. */
  readonly surrogatePairs: number;
  /** Where the grammar patterns can match (decisions E4). */
  readonly grammar: GrammarFacts;
}

/** Where the patterns of {@link GRAMMAR_RULES} can match; every offset is in UTF-16 units. */
export interface GrammarFacts {
  /** Starts of the doubled repeat characters, leftmost first and without overlap. */
  readonly repeats: number[];
  /** `[start, end)` of every maximal run of a run rule's characters at least its minLength long. */
  readonly runs: number[];
  /** Per chain word, in the order of GRAMMAR_RULES, the start of each occurrence. */
  readonly chainWords: number[][];
  /** Every newline. */
  readonly newlines: number[];
}

/**
 * What the rules need of the sentences, gathered as each one ends rather than kept: a sentence
 * object each would cost more than the rest of the scan's work on them.
 */
export interface SentenceSummary {
  readonly count: number;
  /** The sentences longer than LONG_SENTENCE_LENGTH characters (grammar rule 2), in order. */
  readonly long: readonly Sentence[];
  /** Three sentences in a row are parallel (rhetoric, {@link isParallel}). */
  readonly parallelism: boolean;
  /** Every sentence, only when the scan was asked to keep them all. */
  readonly all: readonly Sentence[] | undefined;
}

/** Tallies the sentences as the scan ends them. */
class SentenceTally implements SentenceSummary {
  count = 0;
  parallelism = false;
  readonly long: Sentence[] = [];
  readonly all: Sentence[] | undefined;
  // The shapes of the two sentences before and of the next one, reused in turn.
  private before: { length: number; first: number } = { length: 0, first: 0 };
  private last: { length: number; first: number } = { length: 0, first: 0 };
  private next: { length: number; first: number } = { length: 0, first: 0 };

  constructor(keepAll: boolean) {
    this.all = keepAll ? [] : undefined;
  }

  add(start: number, end: number, length: number, first: number): void {
    const shape = this.next;
    shape.length = length;
    shape.first = first;
    if (++this.count >= 3 && !this.parallelism) this.parallelism = isParallel(this.before, this.last, shape);
    this.next = this.before;
    this.before = this.last;
    this.last = shape;
    if (length > LONG_SENTENCE_LENGTH || this.all !== undefined) {
      const sentence = { start, end, length, first };
      if (length > LONG_SENTENCE_LENGTH) this.long.push(sentence);
      this.all?.push(sentence);
    }
  }
}

/** What the structure rules need of the paragraphs. */
export interface ParagraphSummary {
  readonly count: number;
  /** Code-point length of the first paragraph; 0 when there is none. */
  readonly firstLength: number;
  /** Code-point length of the last paragraph; 0 when there is none. */
  readonly lastLength: number;
}

// Seen-marks for distinct Chinese characters, reused across calls: a call stamps the slots it
// sees with its own key (generation × 2), so nothing is cleared or allocated per call. The low
// bit of a mark says, for good, whether grammar watches the character: an unwatched character
// seen before costs one comparison, and a first sight needs no other table. Keys stay below
// 2^30, small integers to V8. The scan runs no caller code, so no other call can interleave
// with it.
let seen: Uint32Array | undefined;
let watching: Uint8Array | undefined;
let generation = 0;

/**
 * Scans `text` once for the counts (E3), the sentences (E1), the paragraphs (E2) and the
 * grammar facts (E4); `keepSentences` keeps every sentence in `sentences.all`.
 */
export function scanText(text: string, keepSentences = false): EssayText {
  watching ??= buildWatch();
  if (seen === undefined || ++generation === 0x20000000) {
    // The low bit of a mark says whether grammar watches the character, for good.
    seen = new Uint32Array(CJK_LAST - CJK_FIRST + 1);
    for (let slot = 0; slot < seen.length; slot++) if (watching[slot] !== 0) seen[slot] = 1;
    generation = 1;
  }
  const marks = seen;
  const watch = watching;
  const key = generation * 2;
  const watchedKey = key + 1;
  const repeats: number[] = [];
  const runs: number[] = [];
  // A plain loop: a callback here would slow the whole scan down.
  const chainWords: number[][] = [];
  for (let k = 0; k < CHAIN_WORDS.length; k++) chainWords.push([]);
  const newlines: number[] = [];
  // End of the last doubled repeat character, so that 的的的 gives one match.
  let repeatEnd = 0;
  // Run of a run rule's characters in progress.
  let runStart = -1;
  const sentences = new SentenceTally(keepSentences);
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
  let sentenceFirst = 0;
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
        if (sentenceStart >= 0) sentences.add(sentenceStart, sentenceEnd, lastCp - sentenceStartCp, sentenceFirst);
        sentenceStart = -1;
        state = 0;
      }
      if (sentenceStart < 0) {
        sentenceStart = i;
        sentenceStartCp = cp;
        sentenceFirst = unit;
      }
      if (lineStartCp < 0) lineStartCp = cp;
      if (runStart >= 0) runStart = endRun(runs, runStart, i);
      const chineseStart = i;
      for (;;) {
        const slot = unit - CJK_FIRST;
        const mark = marks[slot]!;
        if (mark !== key) {
          if (mark !== watchedKey) {
            // First sight of this character in this text.
            distinctChinese++;
            marks[slot] = key | (mark & 1);
          }
          const watched = watch[slot]!;
          if (watched !== 0 && i > 0) {
            const previous = text.charCodeAt(i - 1);
            if (watched === REPEATED) {
              if (previous === unit && i - 1 >= repeatEnd) {
                repeats.push(i - 1);
                repeatEnd = i + 1;
              }
            } else if (previous === CHAIN_WORDS[watched - CHAIN_SECOND]!.charCodeAt(0)) {
              chainWords[watched - CHAIN_SECOND]!.push(i - 1);
            }
          }
        }
        if (++i === length) break;
        unit = text.charCodeAt(i);
        if (unit < CJK_FIRST || unit > CJK_LAST) break;
      }
      chinese += i - chineseStart;
      cp += i - chineseStart;
      sentenceEnd = i;
      lastCp = cp;
      if (i === length) break;
    }
    const width = isPairAt(text, i) ? 2 : 1;
    const flags = width === 1 ? FLAGS[unit]! : 0;
    if (flags & RUN) {
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      runStart = endRun(runs, runStart, i);
    }
    if (state !== 0 && !((flags & ENDING && state === 1) || flags & CLOSING)) {
      // The run of ending marks and its closing marks ended just before this character.
      if (sentenceStart >= 0) sentences.add(sentenceStart, sentenceEnd, lastCp - sentenceStartCp, sentenceFirst);
      sentenceStart = -1;
      state = 0;
    }
    if (flags & ENDING) state = 1;
    else if (flags & CLOSING && state !== 0) state = 2;
    if ((flags & WHITESPACE) === 0) {
      if (sentenceStart < 0) {
        sentenceStart = i;
        sentenceStartCp = cp;
        sentenceFirst = width === 1 ? unit : text.codePointAt(i)!;
      }
      if (lineStartCp < 0) lineStartCp = cp;
      other++;
      if (flags & PUNCTUATION) punctuation++;
      sentenceEnd = i + width;
      lastCp = cp + 1;
    } else if (unit === 10) {
      newlines.push(i);
      if (lineStartCp >= 0) {
        const paragraph = lastCp - lineStartCp;
        if (paragraphCount === 0) firstLength = paragraph;
        lastLength = paragraph;
        paragraphCount++;
      }
      lineStartCp = -1;
    }
    if (width === 2) pairs++;
    cp++;
    i += width;
  }
  if (sentenceStart >= 0) sentences.add(sentenceStart, sentenceEnd, lastCp - sentenceStartCp, sentenceFirst);
  if (runStart >= 0) endRun(runs, runStart, length);
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
    scanKey: key,
    sentences,
    paragraphs: { count: paragraphCount, firstLength, lastLength },
    surrogatePairs: pairs,
    grammar: { repeats, runs, chainWords, newlines },
  };
}

/** Ends the run of a run rule's characters from `start`, keeping it if long enough; returns -1. */
function endRun(runs: number[], start: number, end: number): number {
  if (end - start >= RUN_MIN_LENGTH) runs.push(start, end);
  return -1;
}

/**
 * False when `word` surely does not occur in the scanned text, because one of its Chinese
 * characters does not: a cheap test that spares a search of the whole text for most absent
 * words. After another scan it cannot tell any more, and answers true.
 */
export function mayOccur(scan: Pick<EssayText, 'scanKey'>, word: string): boolean {
  if (seen === undefined || scan.scanKey !== generation * 2) return true;
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= CJK_FIRST && unit <= CJK_LAST && (seen[unit - CJK_FIRST]! | 1) !== (scan.scanKey | 1)) return false;
  }
  return true;
}

/** The sentences of `text` as strings (decisions E1). */
export function splitSentences(text: string): string[] {
  return (scanText(text, true).sentences.all ?? []).map((sentence) => text.slice(sentence.start, sentence.end));
}
