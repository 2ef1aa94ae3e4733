// The matcher hook of stroke order: one whole-character reading that sees every stroke's points
// at once (handwriting-scoring/geometry fills it). A classifier reads one stroke and a comparison
// compares directions; a matcher pairs drawn strokes with the character's own strokes, so it
// says which stroke was drawn, where, and which way, and scores the order itself.

import type { ExplanationStep } from '../core/explanation.js';
import type { Stroke } from '../core/points.js';
import type { Issues } from '../core/validation.js';
import type { StrokeDirection } from './constants.js';
import type { StrokeOrderError } from './contract.js';

/** What a matcher says of one drawn stroke. */
export interface MatchedStroke {
  /** The stroke's direction (its entry of `stroke_order`). */
  readonly direction: StrokeDirection;
  /** The direction of the reference stroke it was paired with; `null` for an extra stroke. */
  readonly expected: StrokeDirection | null;
  /** Whether the stroke cost no point. */
  readonly matched: boolean;
  /** The rule id that decided, for explanations. */
  readonly rule: string;
  /** The numbers that decided, for explanations. Finite numbers only. */
  readonly measures: Readonly<Record<string, number>>;
}

/** A matcher's reading of a whole character; `Fields` are added to the stroke-order data. */
export interface StrokeMatcherResult<Fields extends object = object> {
  /** One per drawn stroke, in writing order. */
  readonly strokes: readonly MatchedStroke[];
  /** The reference's directions (`correct_order`); their count is `standard_stroke_count`. */
  readonly expected: readonly StrokeDirection[];
  /** The steps from 100 that make `order_score`, each with the matcher's rule id; floored at 0. */
  readonly steps: readonly ExplanationStep[];
  readonly errors: readonly StrokeOrderError[];
  /** Added to `data` after `errors`, such as `matches` and `missing`. */
  readonly fields: Fields;
}

/**
 * A whole-character matcher for evaluateStrokeOrder's `matcher` option: given every stroke's
 * points and the character, it scores the order; the count and total keep the contract's rules
 * (stroke.score.count, stroke.score.total). It throws on a stroke without points, with the
 * message of rule stroke.score.empty-stroke, as the call then fails.
 */
export interface StrokeMatcher<Fields extends object = object> {
  /** Named in explanations. */
  readonly name: string;
  /**
   * The most strokes it reads, for a matcher whose work grows faster than the strokes: a request
   * with more is a ValidationError (`too_big` on `strokes`) before any point is read (rule
   * geometry.bounds). A positive whole number; undefined reads any number.
   */
  readonly maxStrokes?: number;
  /** Reads the strokes; throwing fails the call as a ScoringError, except a ValidationError of stroke-order (a 422). */
  match(strokes: readonly Stroke[], character: string): StrokeMatcherResult<Fields>;
}

/**
 * Lists a `strokes` array longer than `matcher` reads (its `maxStrokes`, rule geometry.bounds);
 * true when it is, and then no point should be read.
 */
export function tooManyStrokes(strokes: unknown, matcher: StrokeMatcher, issues: Issues): boolean {
  const most = matcher.maxStrokes;
  if (most === undefined || !Array.isArray(strokes) || strokes.length <= most) return false;
  issues.add(
    'too_big',
    ['strokes'],
    `strokes must hold at most ${most} strokes for the matcher '${matcher.name}' (its maxStrokes), but holds ${strokes.length}.`,
  );
  return true;
}
