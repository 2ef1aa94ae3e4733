// Code-point helpers: every length and position counts Unicode code points
// (rule general.code-points), and a lone surrogate counts as one.

const SURROGATE = /[\uD800-\uDFFF]/;

/** True when the string holds any UTF-16 surrogate, so UTF-16 and code-point measures differ. */
function hasSurrogates(text: string): boolean {
  return SURROGATE.test(text);
}

/** True when a surrogate pair (one astral code point) starts at UTF-16 offset `i` of `text`. */
export function isPairAt(text: string, i: number): boolean {
  // 0xd800-0xdbff is a high surrogate, 0xdc00-0xdfff a low one. Reads stay within the text:
  // a read past either end would send V8's charCodeAt to its slow generic path.
  return (
    i >= 0 &&
    i + 1 < text.length &&
    (text.charCodeAt(i) & 0xfc00) === 0xd800 &&
    (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
  );
}

/** Number of code points in `text`; a lone surrogate counts as one. */
export function codePointLength(text: string): number {
  const last = text.length - 1;
  let pairs = 0;
  for (let i = 0; i < last; i++) {
    if (isPairAt(text, i)) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/** Maps UTF-16 offsets of one string to code-point offsets. */
export interface OffsetMap {
  /** Code-point offset of the UTF-16 offset `index`. */
  toCodePoint(index: number): number;
}

/** The offset map of a text without surrogate pairs: UTF-16 offsets are code-point offsets. */
export const IDENTITY_OFFSETS: OffsetMap = { toCodePoint: (index) => index };

/**
 * Builds an offset map for `text`; it is the identity when the text has no surrogate. Most
 * texts ask for few offsets, mostly in increasing order, so the map counts forward from the
 * last offset asked; once it has counted past twice the text's length, it builds a table of
 * every offset and answers from it, so no text costs more than three passes.
 */
export function createOffsetMap(text: string): OffsetMap {
  if (!hasSurrogates(text)) return IDENTITY_OFFSETS;
  return new CountingOffsetMap(text);
}

class CountingOffsetMap implements OffsetMap {
  private index = 0;
  private codePoints = 0;
  private counted = 0;
  private table: Uint32Array | undefined;

  constructor(private readonly text: string) {}

  toCodePoint(index: number): number {
    const target = Math.min(Math.max(index, 0), this.text.length);
    if (this.table) return this.table[target]!;
    if (target < this.index) {
      this.index = 0;
      this.codePoints = 0;
    }
    if (this.counted + (target - this.index) > 2 * this.text.length) {
      this.table = offsetTable(this.text);
      return this.table[target]!;
    }
    const { text } = this;
    this.counted += target - this.index;
    let i = this.index;
    let codePoints = this.codePoints;
    while (i < target) {
      if (isPairAt(text, i)) {
        // A pair counts once; an offset between its halves maps to the pair's code point.
        if (i + 1 === target) break;
        i += 2;
      } else {
        i++;
      }
      codePoints++;
    }
    this.index = i;
    this.codePoints = codePoints;
    return codePoints;
  }
}

/** The code-point offset of every UTF-16 offset of `text`, in one pass. */
function offsetTable(text: string): Uint32Array {
  const table = new Uint32Array(text.length + 1);
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    table[i] = codePoints;
    if (isPairAt(text, i)) {
      table[i + 1] = codePoints;
      i++;
    }
    codePoints++;
  }
  table[text.length] = codePoints;
  return table;
}

/** The first `count` code points of `text`. */
export function codePointPrefix(text: string, count: number): string {
  let taken = 0;
  let i = 0;
  while (i < text.length && taken < count) {
    i += isPairAt(text, i) ? 2 : 1;
    taken++;
  }
  return text.slice(0, i);
}
