// The plain reading of the contract's comparison (rule stroke.score.order), and what any
// comparison said of each stroke, read back from its errors for the explanation.

import type { ReferenceEntry, StrokeDirection } from '../constants.js';
import type { StrokeComparisonResult, StrokeOrderError } from '../contract.js';
import { mismatchMessage } from '../messages.js';

/**
 * rule: stroke.score.order (and strokes.alternatives): position by position over the shorter
 * sequence; a position matches when the direction is the reference's or one of its
 * alternatives there; one error per other position.
 */
export function compareByPosition(actual: readonly StrokeDirection[], entry: ReferenceEntry): StrokeComparisonResult {
  const errors: StrokeOrderError[] = [];
  let matches = 0;
  for (let i = 0; i < actual.length && i < entry.sequence.length; i++) {
    const expected = entry.sequence[i]!;
    const got = actual[i]!;
    const accepted = got === expected || (entry.alternatives?.[i] ?? []).includes(got);
    if (accepted) matches += 1;
    else errors.push({ stroke_index: i + 1, expected, actual: got, message: mismatchMessage(i + 1, expected, got) });
  }
  return { matches, errors };
}

/** What a comparison said of one user stroke; `null` where it does not say. */
export interface StrokeVerdict {
  /** The direction expected of the stroke. */
  readonly expected: StrokeDirection | null;
  /** Whether the stroke was accepted; `null` when it was not compared (past the reference). */
  readonly matched: boolean | null;
}

/**
 * What the comparison said of each of `strokeCount` user strokes: an error concerns stroke `i`
 * when it names it (`user_index` where the comparison gives one, as the aligned comparison
 * does, else `stroke_index`). Position by position, the reference direction at `i` was
 * expected, and strokes past the reference were not compared. The errors are indexed by stroke
 * once (the first error of each), so this costs time in proportion to the strokes and errors,
 * not to their product: searching the errors per stroke took 32,000 one-point strokes a second
 * under the aligned comparison.
 */
export function strokeVerdicts(
  strokeCount: number,
  entry: ReferenceEntry,
  errors: readonly StrokeOrderError[],
  byPosition: boolean,
): StrokeVerdict[] {
  const firstErrors = new Map<number | null, StrokeOrderError>();
  for (const error of errors) {
    const index = byPosition ? error.stroke_index : userIndexOf(error);
    if (!firstErrors.has(index)) firstErrors.set(index, error);
  }
  const verdicts: StrokeVerdict[] = [];
  for (let i = 0; i < strokeCount; i++) verdicts.push(verdictOf(i, entry, firstErrors, byPosition));
  return verdicts;
}

function verdictOf(
  i: number,
  entry: ReferenceEntry,
  firstErrors: ReadonlyMap<number | null, StrokeOrderError>,
  byPosition: boolean,
): StrokeVerdict {
  const error = firstErrors.get(i + 1);
  if (byPosition) {
    const expected = entry.sequence[i];
    if (expected === undefined) return { expected: null, matched: null };
    return { expected, matched: error === undefined };
  }
  if (error !== undefined) return { expected: error.expected, matched: false };
  return { expected: null, matched: true };
}

function userIndexOf(error: StrokeOrderError): number | null {
  const { user_index: userIndex } = error as StrokeOrderError & { readonly user_index?: unknown };
  if (userIndex === undefined) return error.stroke_index;
  return typeof userIndex === 'number' ? userIndex : null;
}
