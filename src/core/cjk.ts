// The one range of "Chinese characters" every rule reads: U+4E00..U+9FFF, the CJK Unified
// Ideographs block (rules essay.counts and stroke.character). Nothing but primitive constants
// on purpose: esbuild inlines the constants of such a module where they are read.

/** The first code point counted as a Chinese character (U+4E00). */
export const CJK_FIRST: number = 0x4e00;

/** The last code point counted as a Chinese character (U+9FFF). */
export const CJK_LAST: number = 0x9fff;
