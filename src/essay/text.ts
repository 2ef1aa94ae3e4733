// Text analysis shared by the essay rules: sentences (E1), paragraphs (E2) and counts (E3).
import { PUNCTUATION_MARKS, SENTENCE_CLOSING_MARKS, SENTENCE_ENDING_MARKS } from './constants.js';

const CJK_FIRST = 0x4e00;
const CJK_LAST = 0x9fff;

// Per-code-unit flags; every mark of the rules is in the BMP.
const ENDING = 1;
const CLOSING = 2;
const PUNCTUATION = 4;
const WHITESPACE = 8;

/** ECMAScript's `\\s`, the set `String.prototype.trim` removes (decisions E3). */
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
  return flags;
}

/** The essay's `character_count` plus the distinct Chinese characters content rule 1 needs. */
export interface CharacterCounts {
  /** Code points that are not whitespace. */
  readonly total: number;
  /** Code points within U+4E00..U+9FFF. */
  readonly chinese: number;
  /** Code points of {@link PUNCTUATION_MARKS}. */
  readonly punctuation: number;
  /** Different code points within U+4E00..U+9FFF. */
  readonly distinctChinese: number;
}

/** Counts the characters of `text` in one pass (decisions E3). */
export function countCharacters(text: string): CharacterCounts {
  const seen = new Uint8Array(CJK_LAST - CJK_FIRST + 1);
  let total = 0;
  let chinese = 0;
  let punctuation = 0;
  let distinctChinese = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= CJK_FIRST && unit <= CJK_LAST) {
      total++;
      chinese++;
      const slot = unit - CJK_FIRST;
      if (seen[slot] === 0) {
        seen[slot] = 1;
        distinctChinese++;
      }
      continue;
    }
    const flags = FLAGS[unit]!;
    if (flags & WHITESPACE) continue;
    total++;
    if (flags & PUNCTUATION) punctuation++;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair is one code point; a lone surrogate is one too (decisions G1).
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return { total, chinese, punctuation, distinctChinese };
}

/**
 * Cuts `text` into sentences (decisions E1): after each run of ending marks and the closing
 * quotes or brackets right after it; the tail is a sentence too; pieces trimmed, blanks dropped.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const length = text.length;
  let start = 0;
  let i = 0;
  while (i < length) {
    if ((FLAGS[text.charCodeAt(i)]! & ENDING) === 0) {
      i++;
      continue;
    }
    i++;
    while (i < length && FLAGS[text.charCodeAt(i)]! & ENDING) i++;
    while (i < length && FLAGS[text.charCodeAt(i)]! & CLOSING) i++;
    pushTrimmed(sentences, text.slice(start, i));
    start = i;
  }
  if (start < length) pushTrimmed(sentences, text.slice(start));
  return sentences;
}

/** Splits `text` into paragraphs (decisions E2): on `\n`, trimmed, empty ones dropped. */
export function splitParagraphs(text: string): string[] {
  const paragraphs: string[] = [];
  for (const line of text.split('\n')) pushTrimmed(paragraphs, line);
  return paragraphs;
}

function pushTrimmed(into: string[], piece: string): void {
  const trimmed = piece.trim();
  if (trimmed.length > 0) into.push(trimmed);
}
