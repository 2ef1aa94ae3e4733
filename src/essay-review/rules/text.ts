// The text as the essay rules read it: code points (general.code-points), sentences
// (essay.text.sentences) and paragraphs (essay.text.paragraphs), over plain strings and `u`
// regexes.

import { SENTENCE_CLOSING_MARKS, SENTENCE_ENDING_MARKS } from '../constants.js';

// rule: general.code-points — a string is read as its code points; a lone surrogate is one.
export function codePoints(text: string): string[] {
  return [...text];
}

/** The length of `text` in code points. */
export function lengthOf(text: string): number {
  return codePoints(text).length;
}

/** The text with the code-point position of each UTF-16 offset where a code point starts. */
export interface EssayText {
  readonly text: string;
  readonly positions: readonly number[];
}

/**
 * The text with the code-point position of every UTF-16 offset where a code point starts (a
 * `u` regex match always starts at one), so that each match's position is a lookup.
 */
export function essayText(text: string): EssayText {
  const positions: number[] = [];
  let offset = 0;
  codePoints(text).forEach((character, position) => {
    positions[offset] = position;
    offset += character.length;
  });
  positions[offset] = lengthOf(text);
  return { text, positions };
}

/** A character class of the characters of `characters`, safe inside `[…]`. */
function anyOf(characters: string): string {
  return characters.replace(/[\\\]^-]/gu, '\\$&');
}

// rule: essay.text.sentences — cut after each run of ending marks and the closing marks right
// after it; the tail is a sentence too; trim each piece, drop the blank ones.
const SENTENCE_PIECE = /* @__PURE__ */ new RegExp(
  `[^${anyOf(SENTENCE_ENDING_MARKS)}]*[${anyOf(SENTENCE_ENDING_MARKS)}]+[${anyOf(SENTENCE_CLOSING_MARKS)}]*` +
    `|[^${anyOf(SENTENCE_ENDING_MARKS)}]+$`,
  'gu',
);

/** The sentences of `text` (essay.text.sentences). */
export function sentencesOf(text: string): string[] {
  return [...text.matchAll(SENTENCE_PIECE)].map((match) => match[0].trim()).filter((piece) => piece !== '');
}

/** The paragraphs of `text` (essay.text.paragraphs): split on \n, trimmed, blank ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
