// "Did you mean …?" for a mistyped command, flag or batch op: the library's nearest known name
// (src/core/suggest.ts), or one that starts with what was typed (`stroke` for `stroke-order`).
import { closest } from '../core/suggest.js';

/** The known name `typed` most likely meant: one that starts with it, else the closest by typos. */
export function nearest(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === '' || known.includes(word)) return undefined;
  return known.find((name) => name.startsWith(word)) ?? closest(word, known);
}

/**
 * The usage error's hint, `; did you mean X?`, for the nearest known name, or '' when none is
 * near (the library's own hint for options and fields is core/suggest.ts' didYouMean).
 */
export function usageHint(typed: string, known: readonly string[], quote = (name: string) => `'${name}'`): string {
  const name = nearest(typed, known);
  return name === undefined ? '' : `; did you mean ${quote(name)}?`;
}
