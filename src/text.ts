// Code-point helpers: every length and position in the spec counts Unicode code points
// (decisions G1), and a lone surrogate counts as one.

const SURROGATE = /[\uD800-\uDFFF]/;

/** True when the string holds any UTF-16 surrogate, so UTF-16 and code-point measures differ. */
export function hasSurrogates(text: string): boolean {
  return SURROGATE.test(text);
}

/** Number of code points in `text`; a lone surrogate counts as one. */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length--;
        i++;
      }
    }
  }
  return length;
}

/** Maps UTF-16 offsets of one string to code-point offsets. */
export interface OffsetMap {
  /** Code-point offset of the UTF-16 offset `index`. */
  toCodePoint(index: number): number;
}

/** The offset map of a text without surrogate pairs: UTF-16 offsets are code-point offsets. */
export const IDENTITY_OFFSETS: OffsetMap = { toCodePoint: (index) => index };

/** Builds an offset map for `text`; it is the identity when the text has no surrogate. */
export function createOffsetMap(text: string): OffsetMap {
  if (!hasSurrogates(text)) return IDENTITY_OFFSETS;
  // Prefix table: the code-point offset of every UTF-16 offset, built in one pass.
  const table = new Uint32Array(text.length + 1);
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = codePoints;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        table[i + 1] = codePoints;
        i++;
      }
    }
    codePoints++;
  }
  table[text.length] = codePoints;
  return { toCodePoint: (index) => table[index] ?? codePoints };
}

/** The first `count` code points of `text`. */
export function codePointPrefix(text: string, count: number): string {
  let taken = 0;
  let i = 0;
  while (i < text.length && taken < count) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    i += unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    taken++;
  }
  return text.slice(0, i);
}
