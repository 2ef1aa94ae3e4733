// Reading a reference table: the entry of a character, what it accepts at a position, and the
// context a classifier reads a stroke in with it.

import type { StrokePoint } from '../core/points.js';
import type { ReferenceEntry, ReferenceTable, StrokeDirection } from './constants.js';
import type { CharacterBox, StrokeContext } from './contract.js';

/** The table's entry for `character`, or undefined: only the table's own keys are characters (rule stroke.reference). */
export function entryOf(table: ReferenceTable, character: string): ReferenceEntry | undefined {
  return Object.hasOwn(table, character) ? table[character] : undefined;
}

/**
 * The directions `entry` accepts at 0-based `index`: the sequence's, then the alternatives'
 * (rule strokes.alternatives); undefined without an entry or past its end.
 */
export function acceptedAt(entry: ReferenceEntry | undefined, index: number): readonly StrokeDirection[] | undefined {
  const want = entry?.sequence[index];
  if (entry === undefined || want === undefined) return undefined;
  const alternatives = entry.alternatives?.[index];
  return alternatives === undefined ? [want] : [want, ...alternatives];
}

/**
 * The context of stroke `index` of `strokes`, with what `entry` accepts at that position when
 * there is one: the same for evaluateStrokeOrder and its explanation.
 */
export function strokeContext(
  index: number,
  box: CharacterBox,
  strokes: readonly (readonly StrokePoint[])[],
  entry: ReferenceEntry | undefined,
): StrokeContext {
  const expected = acceptedAt(entry, index);
  return expected === undefined ? { index, box, strokes } : { index, box, strokes, expected };
}
