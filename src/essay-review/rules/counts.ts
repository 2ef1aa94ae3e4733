// The character counts (essay.counts): what is blank, what is Chinese, what is punctuation.

import { CJK_FIRST, CJK_LAST } from '../../core/cjk.js';
import { PUNCTUATION_MARKS } from '../constants.js';
import type { EssayReviewData } from '../contract.js';
import { codePoints } from './text.js';

const WHITESPACE = /^\s$/u;

/** A Chinese character (essay.counts): one code point from U+4E00 to U+9FFF. */
const isChinese = (character: string): boolean => {
  const code = character.codePointAt(0)!;
  return code >= CJK_FIRST && code <= CJK_LAST;
};

/** The Chinese characters of `text`, in order (U+4E00..U+9FFF). */
export function chineseOf(text: string): string[] {
  return codePoints(text).filter(isChinese);
}

/** The three counts of character_count (essay.counts). */
export function countsOf(text: string): EssayReviewData['character_count'] {
  const characters = codePoints(text);
  return {
    total: characters.filter((character) => !WHITESPACE.test(character)).length,
    chinese: characters.filter(isChinese).length,
    punctuation: characters.filter((character) => PUNCTUATION_MARKS.includes(character)).length,
  };
}
